import { describe, expect, it } from 'vitest';
import { elapsedSeconds } from './conversion-elapsed';

describe('conversion elapsed time', () => {
  it('counts elapsed time until converted_at, until now while working, and from a local redo', () => {
    const created_at = '2026-01-01T00:00:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    expect(
      elapsedSeconds(
        { created_at, converted_at: '2026-01-01T00:00:12.400Z', state: 'done' },
        at('2026-01-01T01:00:00Z'),
      ),
    ).toBe(12);
    expect(elapsedSeconds({ created_at, converted_at: null, state: 'processing' }, at('2026-01-01T00:00:05Z'))).toBe(5);
    expect(
      elapsedSeconds(
        { created_at, converted_at: null, state: 'processing' },
        at('2026-01-01T00:10:05Z'),
        at('2026-01-01T00:10:00Z'),
      ),
    ).toBe(5);
    expect(elapsedSeconds({ created_at, converted_at: null, state: 'error' }, at('2026-01-01T00:00:05Z'))).toBeNull();
  });
});
