import { describe, expect, it } from 'vitest';
import { MAX_PEAKS, PeaksDocument, peaksPerSecond } from '../../../contract/gateway/peaks';
import { computePeaks, PeaksBuilder } from './peaks';
import { sine } from '../testing/signals';

describe('waveform peaks', () => {
  it('writes 100 peaks per second for short audio, holding each bucket’s largest magnitude', () => {
    const samples = new Float32Array(16000);
    samples[8000] = -0.75;
    samples[15999] = 0.25;
    const peaks = computePeaks(samples, 16000);
    expect(peaks).toMatchObject({ version: 1, duration: 1, sample_rate: 16000, peaks_per_second: 100, length: 100 });
    expect(peaks.peaks).toHaveLength(1);
    expect(peaks.peaks[0]![50]).toBe(0.75);
    expect(peaks.peaks[0]![99]).toBe(0.25);
    expect(peaks.peaks[0]!.filter((value) => value > 0)).toHaveLength(2);
  });

  it('measures a known tone: 0.5 in every bucket, a partial bucket at the end, three decimals', () => {
    const tone = sine(220, 22050, 2.005, 0.5);
    const peaks = computePeaks(tone, 22050);
    expect(peaks.length).toBe(201);
    expect(peaks.peaks[0]!.slice(0, 200).every((value) => Math.abs(value - 0.5) < 0.002)).toBe(true);
    expect(peaks.peaks[0]!.every((value) => Math.round(value * 1000) === value * 1000)).toBe(true);
  });

  it('caps a one-hour file at 60,000 values', () => {
    expect(peaksPerSecond(3600)).toBe(16);
    const peaks = computePeaks(new Float32Array(3600 * 100), 100);
    expect(peaks.length).toBe(57_600);
    expect(peaks.peaks_per_second).toBe(16);
    expect(JSON.stringify(peaks).length).toBeLessThan(400_000);
  });

  it('streams: chunks give the same peaks as one piece, whatever their size', () => {
    const tone = sine(150, 16000, 3, 0.9).map((value, index) => value * (index / 48000));
    const whole = computePeaks(tone, 16000);
    const builder = new PeaksBuilder(16000, { expectedDuration: 3 });
    for (let i = 0; i < tone.length; i += 333) builder.push(tone.subarray(i, i + 333));
    expect(builder.finish()).toEqual(whole);
  });

  it('writes documents of the format, whatever the length and rate', () => {
    const odd = sine(220, 22050, 2.005, 0.5);
    const halved = new PeaksBuilder(1000, { maxPeaks: 1000 });
    for (let s = 0; s < 25; s++) halved.push(new Float32Array(1001).fill(-1));
    for (const document of [computePeaks(odd, 22050), computePeaks(new Float32Array(0), 8000), halved.finish()])
      expect(PeaksDocument.safeParse(document)).toEqual({ success: true, data: document });
  });

  it('halves its rate as an unannounced long stream grows, keeping the maxima and the bucket edges', () => {
    const builder = new PeaksBuilder(1000, { maxPeaks: 1000 });
    const second = new Float32Array(1000);
    for (let s = 0; s < 25; s++) {
      second.fill(0);
      second[500] = (s + 1) / 25;
      builder.push(second);
    }
    const peaks = builder.finish();
    expect(peaks.peaks_per_second).toBe(25);
    expect(peaks.length).toBe(625);
    expect(peaks.length).toBeLessThanOrEqual(1000);
    for (let s = 0; s < 25; s++) expect(peaks.peaks[0]![s * 25 + 12]).toBe(Math.round(((s + 1) / 25) * 1000) / 1000);
    expect(MAX_PEAKS).toBe(60_000);
  });
});
