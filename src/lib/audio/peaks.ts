/** Peaks the way wavesurfer.js takes them: one array per channel, plus the duration. */
export type WaveformPeaks = { peaks: number[][]; duration: number };

/**
 * Reads the peaks file behind a recording's `waveform_url`. The sandbox writes `{duration, peaks: [[...]]}`;
 * the real service's format is undocumented, so the audiowaveform JSON form (`{data, length, sample_rate,
 * samples_per_pixel}`, min/max pairs) is read too. Anything else yields null and the player falls back to
 * drawing from the media element as it plays.
 */
export function parsePeaks(json: unknown): WaveformPeaks | null {
  if (!json || typeof json !== 'object') return null;
  const value = json as Record<string, unknown>;
  if (Array.isArray(value.peaks) && typeof value.duration === 'number') {
    const channels = (value.peaks as unknown[]).every(Array.isArray)
      ? (value.peaks as number[][])
      : [value.peaks as number[]];
    return { peaks: channels, duration: value.duration };
  }
  if (
    Array.isArray(value.data) &&
    typeof value.sample_rate === 'number' &&
    typeof value.samples_per_pixel === 'number'
  ) {
    const data = value.data as number[];
    const scale = value.bits === 8 ? 128 : 32768;
    const maxima: number[] = [];
    for (let i = 0; i + 1 < data.length; i += 2)
      maxima.push(Math.max(Math.abs(data[i]!), Math.abs(data[i + 1]!)) / scale);
    return { peaks: [maxima], duration: (maxima.length * value.samples_per_pixel) / value.sample_rate };
  }
  return null;
}
