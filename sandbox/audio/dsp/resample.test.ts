import { describe, expect, it } from 'vitest';
import { resample, Resampler } from './resample';
import { dominantFrequency, rms, sine } from '../testing/signals';

describe('resampling', () => {
  it.each([
    [44100, 16000],
    [48000, 8000],
    [8000, 48000],
    [22050, 24000],
    [16000, 22050],
    [24000, 21429],
  ])('%d → %d Hz: exact length, same tone, aligned in time', (from, to) => {
    const tone = sine(440, from, 1.5, 0.5);
    const out = resample(tone, from, to);
    expect(out.length).toBe(Math.round((tone.length * to) / from));
    expect(Math.abs(dominantFrequency(out, to) - 440)).toBeLessThan(1);
    const expected = sine(440, to, out.length / to, 0.5);
    let worst = 0;
    for (let i = 200; i < out.length - 200; i++) worst = Math.max(worst, Math.abs(out[i]! - expected[i]!));
    expect(worst).toBeLessThan(0.01);
  });

  it('removes what the lower rate cannot hold instead of folding it back', () => {
    const high = sine(7000, 48000, 0.5, 0.5);
    expect(rms(resample(high, 48000, 8000))).toBeLessThan(0.005);
  });

  it('gives the same samples in chunks as in one piece', () => {
    const tone = sine(200, 44100, 1, 0.5);
    const whole = resample(tone, 44100, 16000);
    const resampler = new Resampler(44100, 16000);
    const parts: Float32Array[] = [];
    for (let i = 0; i < tone.length; i += 1234) parts.push(resampler.process(tone.subarray(i, i + 1234)).slice());
    parts.push(resampler.finish());
    const chunked = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((offset, part) => (chunked.set(part, offset), offset + part.length), 0);
    expect(chunked.length).toBe(whole.length);
    for (let i = 0; i < whole.length; i += 101) expect(chunked[i]).toBeCloseTo(whole[i]!, 6);
  });

  it('copies at equal rates and refuses nonsense rates', () => {
    const tone = sine(100, 16000, 0.01);
    const same = resample(tone, 16000, 16000);
    expect(same).toEqual(tone);
    expect(same).not.toBe(tone);
    expect(() => resample(tone, 0, 16000)).toThrow(RangeError);
  });
});
