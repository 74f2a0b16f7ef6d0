/**
 * Waveform peaks the studio hands to wavesurfer.js (its `peaks` and `duration` options), so a one-hour
 * recording is drawn without being decoded in the tab. The JSON stored beside each recording is
 *
 *   { version: 1, duration, sample_rate, peaks_per_second, length, peaks: [[p0, p1, …]] }
 *
 * - `peaks` holds one channel (the mono mix): `peaks[0][i]` is the largest absolute sample (0..1, three decimals)
 *   of the bucket [i / peaks_per_second, (i + 1) / peaks_per_second) seconds; wavesurfer mirrors it into bars.
 * - `length` is `peaks[0].length`; `duration` is the exact audio length in seconds; `sample_rate` the file's.
 * - 100 buckets per second, fewer for long files so there are at most 60,000 values (about 350 KB of JSON for
 *   an hour).
 *
 * The builder takes audio in chunks, so peaks are computed while a long file is being decoded.
 */
export type Peaks = {
  version: 1;
  duration: number;
  sample_rate: number;
  peaks_per_second: number;
  length: number;
  peaks: number[][];
};

export const DEFAULT_PEAKS_PER_SECOND = 100;
export const MAX_PEAKS = 60_000;

/** Buckets per second for audio of a known duration: 100, or fewer so the total stays under the cap. */
export function peaksPerSecond(duration: number, maxPeaks = MAX_PEAKS, preferred = DEFAULT_PEAKS_PER_SECOND): number {
  return Math.max(1, Math.min(preferred, Math.floor(maxPeaks / Math.max(duration, 1))));
}

export type PeaksOptions = {
  /** When the duration is known up front (a decoded file, a header), the rate is chosen once from it. */
  expectedDuration?: number;
  perSecond?: number;
  maxPeaks?: number;
};

/**
 * Streaming peaks: `push` chunks of mono samples, then `finish`. With no expected duration it starts at 100 per
 * second and, whenever the cap would be passed, merges neighbouring buckets (halving the rate), so memory stays
 * bounded by the cap whatever the length.
 */
export class PeaksBuilder {
  private perSecond: number;
  private readonly maxPeaks: number;
  private values: Float32Array;
  private count = 0;
  private samplesSeen = 0;

  constructor(
    readonly sampleRate: number,
    options: PeaksOptions = {},
  ) {
    if (!(sampleRate > 0)) throw new RangeError(`Invalid sample rate ${sampleRate}`);
    this.maxPeaks = Math.max(2, options.maxPeaks ?? MAX_PEAKS);
    const preferred = options.perSecond ?? DEFAULT_PEAKS_PER_SECOND;
    this.perSecond =
      options.expectedDuration !== undefined
        ? peaksPerSecond(options.expectedDuration, this.maxPeaks, preferred)
        : preferred;
    this.values = new Float32Array(Math.min(this.maxPeaks, 4096));
  }

  push(chunk: Float32Array): void {
    let index = 0;
    while (index < chunk.length) {
      const absolute = this.samplesSeen + index;
      const bucket = Math.floor((absolute * this.perSecond) / this.sampleRate);
      if (bucket >= this.maxPeaks) {
        this.halve();
        continue;
      }
      // The first sample of the next bucket bounds this run, so each bucket is scanned in one tight loop.
      const nextStart = Math.ceil(((bucket + 1) * this.sampleRate) / this.perSecond);
      const end = Math.min(chunk.length, index + Math.max(1, nextStart - absolute));
      let peak = 0;
      for (let i = index; i < end; i++) {
        const value = chunk[i]!;
        const magnitude = value < 0 ? -value : value;
        if (magnitude > peak) peak = magnitude;
      }
      this.store(bucket, peak);
      index = end;
    }
    this.samplesSeen += chunk.length;
  }

  finish(): Peaks {
    const duration = this.samplesSeen / this.sampleRate;
    const length = Math.ceil((this.samplesSeen * this.perSecond) / this.sampleRate);
    const peaks = new Array<number>(length);
    for (let i = 0; i < length; i++)
      peaks[i] = Math.round(Math.min(1, i < this.count ? this.values[i]! : 0) * 1000) / 1000;
    return {
      version: 1,
      duration,
      sample_rate: this.sampleRate,
      peaks_per_second: this.perSecond,
      length,
      peaks: [peaks],
    };
  }

  private store(bucket: number, peak: number): void {
    if (bucket >= this.values.length) {
      const grown = new Float32Array(Math.min(this.maxPeaks, Math.max(bucket + 1, this.values.length * 2)));
      grown.set(this.values);
      this.values = grown;
    }
    if (bucket >= this.count) {
      this.values.fill(0, this.count, bucket + 1);
      this.count = bucket + 1;
    }
    if (peak > this.values[bucket]!) this.values[bucket] = peak;
  }

  /** Merges bucket pairs and halves the rate: buckets 2k and 2k+1 make the new bucket k, so edges stay aligned. */
  private halve(): void {
    const merged = Math.ceil(this.count / 2);
    for (let i = 0; i < merged; i++) this.values[i] = Math.max(this.values[2 * i]!, this.values[2 * i + 1] ?? 0);
    this.values.fill(0, merged);
    this.count = merged;
    this.perSecond /= 2;
  }
}

/** Peaks of a whole signal, at the rate its duration calls for. */
export function computePeaks(
  samples: Float32Array,
  sampleRate: number,
  options: Omit<PeaksOptions, 'expectedDuration'> = {},
): Peaks {
  const builder = new PeaksBuilder(sampleRate, { ...options, expectedDuration: samples.length / sampleRate });
  builder.push(samples);
  return builder.finish();
}
