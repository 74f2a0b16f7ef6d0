import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePeaks } from './peaks';

const written = { version: 1, duration: 0.02, sample_rate: 8000, peaks_per_second: 100, length: 2, peaks: [[0, 0.5]] };

describe('parsePeaks', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('reads the sandbox form without a word', () => {
    expect(parsePeaks(written)).toEqual({ peaks: [[0, 0.5]], duration: 0.02 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the audiowaveform form as per-pixel maxima, one array per channel', () => {
    const mono = parsePeaks({
      sample_rate: 100,
      samples_per_pixel: 50,
      bits: 16,
      length: 2,
      data: [-16384, 8192, 0, 32767],
    });
    expect(mono?.duration).toBe(1);
    expect(mono?.peaks[0]![0]).toBeCloseTo(0.5, 3);
    expect(mono?.peaks[0]![1]).toBeCloseTo(1, 3);
    const stereo = parsePeaks({
      version: 2,
      channels: 2,
      sample_rate: 100,
      samples_per_pixel: 100,
      bits: 8,
      length: 1,
      data: [-64, 32, 0, 127],
    });
    expect(stereo).toEqual({ peaks: [[0.5], [127 / 128]], duration: 1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports drift and still draws a document whose duration and peaks are usable', () => {
    expect(parsePeaks({ duration: 2, peaks: [[0, 0.5]] })).toEqual({ peaks: [[0, 0.5]], duration: 2 });
    expect(parsePeaks({ ...written, length: 3 })).toEqual({ peaks: [[0, 0.5]], duration: 0.02 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![1]).toContainEqual(
      expect.objectContaining({ path: ['length'], message: 'length must be the number of peaks' }),
    );
  });

  it('refuses a malformed document with null, and says why', () => {
    for (const malformed of [
      { nope: true },
      null,
      'peaks',
      { duration: 2, peaks: 'abc' },
      { duration: -1, peaks: [[0]] },
      { ...written, peaks: [['0.5']] },
    ]) {
      warn.mockClear();
      expect(parsePeaks(malformed)).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
    }
  });
});
