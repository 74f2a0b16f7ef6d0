/**
 * Waveform peaks in the form wavesurfer.js draws without decoding: `{duration, peaks: [[...]]}` where each value
 * is the largest absolute sample of its bucket (0..1), `peaks_per_second` buckets per second, capped so that a
 * one-hour file stays small (100/s up to 10 minutes, then fewer: about 60,000 values at most).
 */
export type Peaks = { version: 1; duration: number; sample_rate: number; peaks_per_second: number; peaks: number[][] };

const MAX_PEAKS = 60_000;

export function peaksPerSecond(duration: number): number {
  return Math.max(1, Math.min(100, Math.floor(MAX_PEAKS / Math.max(duration, 1))));
}

export function computePeaks(samples: Float32Array, sampleRate: number): Peaks {
  const duration = samples.length / sampleRate;
  const perSecond = peaksPerSecond(duration);
  const bucket = Math.max(1, Math.round(sampleRate / perSecond));
  const values: number[] = [];
  for (let start = 0; start < samples.length; start += bucket) {
    let peak = 0;
    const end = Math.min(samples.length, start + bucket);
    for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    values.push(Math.round(Math.min(1, peak) * 1000) / 1000);
  }
  return { version: 1, duration, sample_rate: sampleRate, peaks_per_second: perSecond, peaks: [values] };
}
