import { resample } from '../dsp/resample';
import { fftInPlace } from './signals';

/**
 * Formant measures for real speech, which has no single vowel to read: the long-term average of cepstrally
 * smoothed log spectra (1024-sample frames at 16 kHz, lifter 30, so the smoothing is wider than the harmonic
 * spacing of voices up to 500 Hz and the envelope follows the vocal tract, not the pitch), over the loud
 * frames. LPC was tried first and rejected: on a voice raised to 200 Hz and more it locks onto harmonics.
 */
const RATE = 16000;
const SIZE = 1024;
const LIFTER = 30;

export function averageEnvelope(samples: Float32Array, sampleRate: number): Float64Array {
  const audio = sampleRate === RATE ? samples : resample(samples, sampleRate, RATE);
  const envelopes: Float64Array[] = [];
  const energies: number[] = [];
  for (let start = 0; start + SIZE <= audio.length; start += SIZE / 4) {
    const re = new Float64Array(SIZE);
    const im = new Float64Array(SIZE);
    let energy = 0;
    for (let i = 0; i < SIZE; i++) {
      re[i] = audio[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / SIZE));
      energy += re[i]! * re[i]!;
    }
    fftInPlace(re, im);
    const logRe = Float64Array.from(re, (value, k) => Math.log(Math.hypot(value, im[k]!) + 1e-9));
    const logIm = new Float64Array(SIZE);
    fftInPlace(logRe, logIm);
    for (let q = LIFTER; q < SIZE - LIFTER; q++) {
      logRe[q] = 0;
      logIm[q] = 0;
    }
    for (let q = 0; q < SIZE; q++) logIm[q] = -logIm[q]!;
    fftInPlace(logRe, logIm);
    envelopes.push(Float64Array.from({ length: SIZE / 2 }, (_, k) => logRe[k]! / SIZE));
    energies.push(energy);
  }
  const loudest = Math.max(...energies);
  const mean = new Float64Array(SIZE / 2);
  envelopes.forEach((envelope, index) => {
    if (energies[index]! < loudest * 0.05) return;
    for (let k = 0; k < mean.length; k++) mean[k]! += envelope[k]!;
  });
  return mean;
}

/** The frequency of the highest point of the average envelope within a band: a formant estimate. */
export function averageEnvelopePeak(samples: Float32Array, sampleRate: number, band: [number, number]): number {
  const envelope = averageEnvelope(samples, sampleRate);
  let best = Math.floor((band[0] * SIZE) / RATE);
  for (let k = best; k <= Math.ceil((band[1] * SIZE) / RATE); k++) if (envelope[k]! > envelope[best]!) best = k;
  return (best * RATE) / SIZE;
}

/** Power-weighted mean frequency below 5 kHz: it rises with the formants, and barely with the pitch. */
export function spectralCentroid(samples: Float32Array, sampleRate: number): number {
  const audio = sampleRate === RATE ? samples : resample(samples, sampleRate, RATE);
  let weighted = 0;
  let total = 0;
  for (let start = 0; start + SIZE <= audio.length; start += SIZE / 2) {
    const re = Float64Array.from(audio.subarray(start, start + SIZE));
    const im = new Float64Array(SIZE);
    fftInPlace(re, im);
    for (let k = 1; (k * RATE) / SIZE < 5000; k++) {
      const power = re[k]! ** 2 + im[k]! ** 2;
      weighted += (power * k * RATE) / SIZE;
      total += power;
    }
  }
  return weighted / total;
}
