import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './human-readable';

describe('formats', () => {
  it('shows durations as m:ss.s or h:mm:ss.s', () => {
    expect(formatDuration(1.54)).toBe('0:01.5');
    expect(formatDuration(61)).toBe('1:01.0');
    expect(formatDuration(3600)).toBe('1:00:00.0');
    expect(formatDuration(undefined)).toBe('–');
  });
  it('shows sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
