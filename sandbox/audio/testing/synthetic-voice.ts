import { fftInPlace } from './signals';
/**
 * A vowel-like test signal: a glottal pulse train at a gently varying f0, shaped by two formant resonators
 * (F1, F2), with silence around it. Its true f0 and formants are known, which real recordings never tell us.
 */
export function syntheticVowel(options: {
  f0: number;
  sampleRate?: number;
  seconds?: number;
  formants?: [number, number];
  vibrato?: number;
}) {
  const sampleRate = options.sampleRate ?? 16000;
  const seconds = options.seconds ?? 2;
  const [f1, f2] = options.formants ?? [700, 1200];
  const vibrato = options.vibrato ?? 0.02;
  const lead = Math.round(0.25 * sampleRate);
  const voiced = Math.round(seconds * sampleRate);
  const signal = new Float32Array(lead * 2 + voiced);
  let phase = 0;
  const excitation = new Float32Array(voiced);
  for (let i = 0; i < voiced; i++) {
    const f0 = options.f0 * (1 + vibrato * Math.sin((2 * Math.PI * 4 * i) / sampleRate));
    phase += f0 / sampleRate;
    if (phase >= 1) {
      phase -= 1;
      excitation[i] = 1;
    }
  }
  const shaped = resonate(resonate(excitation, f1, 90, sampleRate), f2, 110, sampleRate);
  let peak = 0;
  for (const s of shaped) peak = Math.max(peak, Math.abs(s));
  for (let i = 0; i < voiced; i++) signal[lead + i] = (0.6 * shaped[i]!) / peak;
  return { samples: signal, sampleRate, voicedSeconds: seconds };
}

function resonate(input: Float32Array, frequency: number, bandwidth: number, sampleRate: number): Float32Array {
  const r = Math.exp((-Math.PI * bandwidth) / sampleRate);
  const a1 = 2 * r * Math.cos((2 * Math.PI * frequency) / sampleRate);
  const a2 = -r * r;
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = input[i]! + a1 * (out[i - 1] ?? 0) + a2 * (out[i - 2] ?? 0);
  return out;
}

/** Frequency of the strongest peak of the smoothed (cepstrally liftered) log spectrum within a band: a formant estimate. */
export function envelopePeak(samples: Float32Array, sampleRate: number, band: [number, number]): number {
  const size = 4096;
  const start = Math.max(0, Math.floor(samples.length / 2 - size / 2));
  const frame = new Float64Array(size);
  for (let i = 0; i < size; i++)
    frame[i] = (samples[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
  const { re, im } = fft(frame, new Float64Array(size));
  const logMag = new Float64Array(size);
  for (let i = 0; i < size; i++) logMag[i] = Math.log(Math.hypot(re[i]!, im[i]!) + 1e-9);
  const cep = fft(logMag, new Float64Array(size));
  const lifter = 40;
  for (let i = lifter; i < size - lifter; i++) {
    cep.re[i] = 0;
    cep.im[i] = 0;
  }
  const smooth = fft(
    cep.re,
    cep.im.map((v) => -v),
  );
  let best = -Infinity;
  let bestBin = 0;
  for (let bin = Math.floor((band[0] * size) / sampleRate); bin <= Math.ceil((band[1] * size) / sampleRate); bin++) {
    if (smooth.re[bin]! > best) {
      best = smooth.re[bin]!;
      bestBin = bin;
    }
  }
  return (bestBin * sampleRate) / size;
}

/** A transformed copy (the inputs are left as they are). */
function fft(reIn: Float64Array, imIn: Float64Array): { re: Float64Array; im: Float64Array } {
  const re = Float64Array.from(reIn);
  const im = Float64Array.from(imIn);
  fftInPlace(re, im);
  return { re, im };
}
