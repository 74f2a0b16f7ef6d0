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

  it('counts a redone conversion from the redo, never from the first order', () => {
    const created_at = '2026-01-01T00:00:00.000Z';
    const redo = Date.parse('2026-01-01T00:09:00Z');
    // Finished one second after the redo: 1 s, not the 541 s since the order.
    expect(
      elapsedSeconds({ created_at, converted_at: '2026-01-01T00:09:01Z', state: 'done' }, redo + 60_000, redo),
    ).toBe(1);
    // The record still holds the previous run's finish: no figure rather than a wrong one.
    expect(
      elapsedSeconds({ created_at, converted_at: '2026-01-01T00:00:03Z', state: 'done' }, redo + 500, redo),
    ).toBeNull();
  });
});
