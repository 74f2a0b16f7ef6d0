import type { WaveformPeaks } from './peaks';

/**
 * Peaks for the waveform from samples the tab already holds (a generation it just received), in the form
 * wavesurfer takes, so the player never decodes the file a second time.
 */
export function peaksFromSamples(samples: Float32Array, sampleRate: number, buckets = 800): WaveformPeaks {
  const size = Math.max(1, Math.ceil(samples.length / buckets));
  const peaks: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    let peak = 0;
    const end = Math.min(samples.length, start + size);
    for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    peaks.push(Math.round(peak * 1000) / 1000);
  }
  return { peaks: [peaks], duration: samples.length / sampleRate };
}
