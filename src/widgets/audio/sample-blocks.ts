/**
 * Blocks of a file's samples (one channel) by key, as read for the waveform's detail: the reads in flight are
 * shared, and the latest blocks are kept up to `maxSamples` in all, so zooming and scrolling within a few seconds
 * read nothing again. A block larger than the bound is handed out and not kept.
 */
export class SampleBlocks {
  private readonly kept = new Map<string, Float32Array>();
  private readonly reading = new Map<string, Promise<Float32Array>>();

  constructor(private readonly maxSamples: number) {}

  get(key: string, read: () => Promise<Float32Array>): Promise<Float32Array> {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const reading = this.reading.get(key);
    if (reading) return reading;
    const block = read().then(
      (samples) => {
        this.reading.delete(key);
        this.keep(key, samples);
        return samples;
      },
      (error: unknown) => {
        this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, block);
    return block;
  }

  private keep(key: string, samples: Float32Array) {
    if (samples.length > this.maxSamples) return;
    this.kept.set(key, samples);
    let total = 0;
    for (const block of this.kept.values()) total += block.length;
    for (const [old, block] of this.kept) {
      if (total <= this.maxSamples) break;
      this.kept.delete(old);
      total -= block.length;
    }
  }
}
