import { describe, expect, it } from 'vitest';
import { mcleodPitch, Nsdf } from './nsdf';
import { syntheticVowel } from '../testing/synthetic-voice';

/** The NSDF by its definition: 2·Σ x[i]x[i+τ] / Σ (x[i]² + x[i+τ]²) over the overlap. */
function directNsdf(frame: Float32Array, lag: number): number {
  let product = 0;
  let energy = 0;
  for (let i = 0; i + lag < frame.length; i++) {
    product += frame[i]! * frame[i + lag]!;
    energy += frame[i]! * frame[i]! + frame[i + lag]! * frame[i + lag]!;
  }
  return energy > 0 ? (2 * product) / energy : 0;
}

describe('NSDF and the McLeod pitch method', () => {
  it('computes the NSDF of its definition through the FFT, at every lag a voice can have', () => {
    const frame = syntheticVowel({ f0: 137, sampleRate: 16000 }).samples.subarray(4000, 5024);
    const nsdf = new Nsdf(1024).compute(frame);
    for (let lag = 0; lag <= 512; lag++)
      expect(Math.abs(nsdf[lag]! - directNsdf(frame, lag)), `lag ${lag}`).toBeLessThan(1e-4);
  });

  it('finds the f0 of a vowel with high clarity, and nothing in silence', () => {
    const nsdf = new Nsdf(1024);
    for (const f0 of [110, 137, 240, 410]) {
      const frame = syntheticVowel({ f0, sampleRate: 16000, vibrato: 0 }).samples.subarray(4000, 5024);
      const [pitch, clarity] = mcleodPitch(nsdf.compute(frame), 16000);
      expect(Math.abs(pitch / f0 - 1), `${pitch.toFixed(2)} vs ${f0}`).toBeLessThan(0.01);
      expect(clarity, `clarity at ${f0} Hz`).toBeGreaterThan(0.8);
    }
    expect(mcleodPitch(nsdf.compute(new Float32Array(1024)), 16000)).toEqual([0, 0]);
  });

  it('refuses a frame of the wrong size', () => {
    expect(() => new Nsdf(1024).compute(new Float32Array(1000))).toThrow(/1024 samples/);
  });
});
