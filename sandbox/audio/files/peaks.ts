import {
  DEFAULT_PEAKS_PER_SECOND,
  MAX_PEAKS,
  peaksPerSecond,
  type PeaksDocument,
} from '../../../contract/gateway/peaks';

/**
 * Computes the waveform peaks stored beside each recording (their format: contract/gateway/peaks.ts). The builder
 * takes audio in chunks, so peaks are computed while a long file is being decoded.
 */
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

  finish(): PeaksDocument {
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
): PeaksDocument {
  const builder = new PeaksBuilder(sampleRate, { ...options, expectedDuration: samples.length / sampleRate });
  builder.push(samples);
  return builder.finish();
}
