import { describe, expect, it } from 'vitest';
import { AudiowaveformDocument, MAX_PEAKS, PeaksDocument, peaksPerSecond } from './peaks';

const document = {
  version: 1,
  duration: 0.025,
  sample_rate: 8000,
  peaks_per_second: 100,
  length: 3,
  peaks: [[0, 0.5, 1]],
};

describe('waveform peaks', () => {
  it('takes a document whose buckets cover its duration', () => {
    expect(PeaksDocument.safeParse(document).success).toBe(true);
    expect(PeaksDocument.safeParse({ ...document, duration: 0, length: 0, peaks: [[]] }).success).toBe(true);
    expect(PeaksDocument.safeParse({ ...document, peaks_per_second: 12.5, duration: 0.24 }).success).toBe(true);
  });

  it.each([
    ['another version', { version: 2 }],
    ['a missing sample rate', { sample_rate: undefined }],
    ['a peak above 1', { peaks: [[0, 0.5, 1.5]] }],
    ['a negative peak', { peaks: [[0, -0.5, 1]] }],
    [
      'two channels',
      {
        peaks: [
          [0, 0.5, 1],
          [0, 0.5, 1],
        ],
      },
    ],
    ['a length that is not the number of peaks', { length: 2, duration: 0.02 }],
    ['buckets that do not cover the duration', { duration: 0.05 }],
    [
      'more than the cap',
      { length: MAX_PEAKS + 1, duration: MAX_PEAKS / 100, peaks: [new Array(MAX_PEAKS + 1).fill(0)] },
    ],
  ])('refuses %s', (_name, change) => {
    expect(PeaksDocument.safeParse({ ...document, ...change }).success).toBe(false);
  });

  it('keeps an hour under the cap at a whole rate', () => {
    expect(peaksPerSecond(2)).toBe(100);
    expect(peaksPerSecond(3600)).toBe(16);
    expect(peaksPerSecond(10 * 3600)).toBe(1);
  });

  it('takes audiowaveform’s JSON, versions 1 and 2', () => {
    expect(
      AudiowaveformDocument.safeParse({ sample_rate: 44100, samples_per_pixel: 512, bits: 8, length: 1, data: [-3, 4] })
        .success,
    ).toBe(true);
    const v2 = {
      version: 2,
      channels: 2,
      sample_rate: 44100,
      samples_per_pixel: 512,
      bits: 16,
      length: 1,
      data: [-3, 4, 0, 1],
    };
    expect(AudiowaveformDocument.safeParse(v2).success).toBe(true);
    expect(AudiowaveformDocument.safeParse({ ...v2, bits: 12 }).success).toBe(false);
    expect(AudiowaveformDocument.safeParse({ ...v2, data: [0.5, 1] }).success).toBe(false);
  });
});
