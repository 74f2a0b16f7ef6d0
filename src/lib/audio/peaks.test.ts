import { describe, expect, it } from 'vitest';
import { parsePeaks } from './peaks';

describe('parsePeaks', () => {
  it('reads the sandbox form', () => {
    expect(parsePeaks({ version: 1, duration: 2, peaks: [[0, 0.5]] })).toEqual({ peaks: [[0, 0.5]], duration: 2 });
  });
  it('reads the audiowaveform form as per-pixel maxima', () => {
    const parsed = parsePeaks({
      sample_rate: 100,
      samples_per_pixel: 50,
      bits: 16,
      length: 2,
      data: [-16384, 8192, 0, 32767],
    });
    expect(parsed?.duration).toBe(1);
    expect(parsed?.peaks[0]![0]).toBeCloseTo(0.5, 3);
    expect(parsed?.peaks[0]![1]).toBeCloseTo(1, 3);
  });
  it('gives null for anything else', () => {
    expect(parsePeaks({ nope: true })).toBeNull();
    expect(parsePeaks(null)).toBeNull();
  });
});
