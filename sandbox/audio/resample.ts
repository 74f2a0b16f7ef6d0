/**
 * Band-limited resampling with a Hann-windowed sinc (16 zero crossings each side), cut off below the lower
 * Nyquist rate so nothing aliases. Plain JS: the sandbox resamples seconds of speech, not hours of music, and
 * this keeps the engine free of a wasm glue layer. Also used as the formant warp: reading a signal at another
 * rate scales every frequency in it.
 */
const ZERO_CROSSINGS = 16;

export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples.slice();
  const ratio = toRate / fromRate;
  const outLength = Math.max(1, Math.round(samples.length * ratio));
  const out = new Float32Array(outLength);
  const cutoff = Math.min(1, ratio) * 0.95;
  const halfWidth = ZERO_CROSSINGS / cutoff;
  for (let i = 0; i < outLength; i++) {
    const center = i / ratio;
    const start = Math.max(0, Math.ceil(center - halfWidth));
    const end = Math.min(samples.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    let weight = 0;
    for (let j = start; j <= end; j++) {
      const x = j - center;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth);
      const arg = Math.PI * x * cutoff;
      const sinc = arg === 0 ? 1 : Math.sin(arg) / arg;
      const w = cutoff * sinc * window;
      sum += samples[j]! * w;
      weight += w;
    }
    out[i] = weight > 0 ? sum / weight : 0;
  }
  return out;
}
