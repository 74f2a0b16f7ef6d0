import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDuration, formatMonth } from './human-readable';

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
  it('writes every moment one way, whatever the browser’s locale: day, month’s name, year, 24-hour time', () => {
    expect(formatDate('2026-11-28T12:00:00Z')).toMatch(/^28 Nov 2026, \d\d:\d\d$/);
    expect(formatDate(Date.parse('2026-01-05T12:00:00Z'))).toMatch(/^5 Jan 2026, \d\d:\d\d$/);
    expect(formatMonth('2026-10-01')).toBe('Oct 2026');
  });
});
