import type { SampleSource } from './sample-store';

/**
 * Zero-phase 4th-order Butterworth low-pass (two biquads, each run forwards then backwards), read block by block.
 *
 * Running a filter backwards needs the signal's future, so a block is filtered together with MARGIN samples of
 * context on each side and only its middle is kept. The filter forgets its start-up state geometrically (its
 * poles lie well inside the unit circle at the cutoffs used, ≥ 0.29 × the sample rate), so after 2,048 samples
 * the difference from filtering the whole signal at once is far below float precision; a block that reaches an
 * end of the signal is filtered exactly as the whole signal would be there.
 */
const MARGIN = 2048;

export class LowpassedSource implements SampleSource {
  readonly length: number;
  /**
   * The block and its margins, filtered in place, kept from read to read: a new one per read, and a new array
   * for the file to fill, made 433 MB of garbage in a 10-minute conversion at 44.1 kHz that moves the formants.
   */
  private context = new Float32Array(0);

  constructor(
    private readonly source: SampleSource,
    private readonly cutoff: number,
    private readonly sampleRate: number,
  ) {
    this.length = source.length;
  }

  read(start: number, count: number, into?: Float32Array): Float32Array {
    const from = Math.max(0, start);
    const to = Math.min(this.length, start + count);
    if (to <= from) return new Float32Array(0);
    const contextStart = Math.max(0, from - MARGIN);
    const contextLength = Math.min(this.length, to + MARGIN) - contextStart;
    if (this.context.length < contextLength) this.context = new Float32Array(contextLength);
    const context = this.context.subarray(0, contextLength);
    // A file copies into the buffer it is given; memory hands out a view of the signal, which must stay as it is.
    const raw = this.source.read(contextStart, contextLength, context);
    if (raw.buffer !== context.buffer) context.set(raw);
    lowpassInPlace(context, this.cutoff, this.sampleRate);
    const out = into && into.length >= to - from ? into.subarray(0, to - from) : new Float32Array(to - from);
    out.set(context.subarray(from - contextStart, to - contextStart));
    return out;
  }
}

function lowpassInPlace(out: Float32Array, cutoff: number, sampleRate: number): void {
  const w = Math.tan((Math.PI * Math.min(cutoff, 0.49 * sampleRate)) / sampleRate);
  for (const q of [0.5412, 1.3066]) {
    const norm = 1 / (1 + w / q + w * w);
    const b0 = w * w * norm;
    const a1 = 2 * (w * w - 1) * norm;
    const a2 = (1 - w / q + w * w) * norm;
    for (const forward of [true, false]) {
      let x1 = 0;
      let x2 = 0;
      let y1 = 0;
      let y2 = 0;
      for (let n = 0; n < out.length; n++) {
        const i = forward ? n : out.length - 1 - n;
        const x = out[i]!;
        const y = b0 * x + 2 * b0 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        out[i] = y;
      }
    }
  }
}
