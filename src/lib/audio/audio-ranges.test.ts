import { describe, expect, it } from 'vitest';
import { cutSeconds, DEFAULT_SILENCE, silenceCuts, withoutRanges } from './audio-ranges';

const RATE = 8000;

/** Silence and 200 Hz tone ("speech") in turn: [seconds, loud][] → samples, with a little noise under -60 dBFS. */
function signal(parts: Array<[number, boolean]>): Float32Array {
  const out: number[] = [];
  for (const [seconds, loud] of parts)
    for (let i = 0; i < Math.round(seconds * RATE); i++)
      out.push(loud ? 0.5 * Math.sin((2 * Math.PI * 200 * i) / RATE) : (Math.random() - 0.5) * 0.001);
  return Float32Array.from(out);
}

describe('silenceCuts', () => {
  it('cuts leading and trailing silence and shortens only the long pauses, keeping a margin by speech', () => {
    const samples = signal([
      [1, false],
      [1, true],
      [0.3, false],
      [1, true],
      [2, false],
      [0.5, true],
      [1.5, false],
    ]);
    const cuts = silenceCuts(samples, RATE);
    expect(DEFAULT_SILENCE.margin).toBe(0.15);
    expect(cuts).toEqual([
      { start: 0, end: 0.85 },
      { start: 3.45, end: 5.15 },
      { start: 5.95, end: 7.3 },
    ]);
    const kept = withoutRanges(samples, RATE, cuts);
    expect(kept.length / RATE).toBeCloseTo(7.3 - cutSeconds(cuts), 2);
    // The short pause (0.3 s) is the speech's own and stays.
    expect(cuts.some(({ start, end }) => start < 2.3 && end > 2)).toBe(false);
  });

  it('follows the threshold and the longest pause asked for', () => {
    const samples = signal([
      [0.5, true],
      [0.8, false],
      [0.5, true],
    ]);
    expect(silenceCuts(samples, RATE)).toHaveLength(1);
    expect(silenceCuts(samples, RATE, { ...DEFAULT_SILENCE, longestPause: 1 })).toEqual([]);
    expect(silenceCuts(samples, RATE, { ...DEFAULT_SILENCE, thresholdDb: 0 })).toEqual([{ start: 0, end: 1.8 }]);
  });

  it('has nothing to cut in speech from end to end, and cuts all of a silent file', () => {
    expect(silenceCuts(signal([[2, true]]), RATE)).toEqual([]);
    expect(silenceCuts(signal([[1, false]]), RATE)).toEqual([{ start: 0, end: 1 }]);
  });
});
