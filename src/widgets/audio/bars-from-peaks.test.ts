import { describe, expect, it } from 'vitest';
import { barsFromPeaks } from './bars-from-peaks';

describe('barsFromPeaks', () => {
  it('keeps the loudest peak of each slice, over every channel, normalised to the loudest bar', () => {
    const [first, second] = barsFromPeaks(
      [
        [0.1, -0.4, 0.2, 0.2],
        [0, 0, -0.1, 0.3],
      ],
      2,
    );
    expect(first).toBe(1);
    expect(second).toBeCloseTo(0.75);
  });

  it('spreads a short peak list over more bars than it has values', () => {
    expect(barsFromPeaks([[0.5, 1]], 4)).toEqual([0.5, 0.5, 1, 1]);
  });

  it('is empty for no peaks and flat for silence', () => {
    expect(barsFromPeaks([], 8)).toEqual([]);
    expect(barsFromPeaks([[0, 0, 0]], 3)).toEqual([0, 0, 0]);
  });
});
