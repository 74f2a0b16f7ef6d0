import { PRIVATE_FILE_MODE } from '../../store/private-files';
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';

/**
 * Mono samples that can be read back anywhere, so the conversion engine can make several passes over a signal
 * (analysis, pitch marks, overlap-add, loudness) while holding only the block it works on. Reads past either end
 * are cut short, never padded.
 */
export interface SampleSource {
  readonly length: number;
  /**
   * Samples [start, start + count) clipped to the signal; the caller must not change them. A store that has to
   * copy them (a file) copies into `into` when it is given and large enough, and returns a view of it: a reader
   * that sweeps a long signal reuses one buffer instead of leaving a block of garbage per read.
   */
  read(start: number, count: number, into?: Float32Array): Float32Array;
}

/** A source that is written once, front to back, then read; `dispose` frees what it holds. */
export interface SampleStore extends SampleSource {
  append(block: Float32Array): void;
  dispose(): void;
}

/** Makes the scratch signals of one conversion: in memory for short audio, in files for long. */
export type SampleStoreFactory = (name: string) => SampleStore;

/** A store in memory; `of` wraps an existing signal without copying it. */
export class MemorySampleStore implements SampleStore {
  private samples: Float32Array;
  length = 0;

  constructor(capacity = 1 << 16) {
    this.samples = new Float32Array(capacity);
  }

  static of(samples: Float32Array): MemorySampleStore {
    const store = new MemorySampleStore(0);
    store.samples = samples;
    store.length = samples.length;
    return store;
  }

  append(block: Float32Array): void {
    if (this.length + block.length > this.samples.length) {
      const grown = new Float32Array(Math.max(this.samples.length * 2, this.length + block.length));
      grown.set(this.samples.subarray(0, this.length));
      this.samples = grown;
    }
    this.samples.set(block, this.length);
    this.length += block.length;
  }

  read(start: number, count: number): Float32Array {
    const from = Math.max(0, start);
    return this.samples.subarray(from, Math.max(from, Math.min(this.length, start + count)));
  }

  dispose(): void {
    this.samples = new Float32Array(0);
    this.length = 0;
  }
}

/**
 * A store in a file of raw 32-bit floats (the machine's byte order: the file never leaves this process), so a
 * ten-minute signal costs disk and page cache, not heap. The file is removed by `dispose`.
 */
export class FileSampleStore implements SampleStore {
  private fd: number | null;
  length = 0;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'w+', PRIVATE_FILE_MODE);
  }

  append(block: Float32Array): void {
    const bytes = new Uint8Array(block.buffer, block.byteOffset, block.byteLength);
    for (let written = 0; written < bytes.length;)
      written += writeSync(this.open(), bytes, written, bytes.length - written, this.length * 4 + written);
    this.length += block.length;
  }

  read(start: number, count: number, into?: Float32Array): Float32Array {
    const from = Math.max(0, start);
    const length = Math.max(0, Math.min(this.length, start + count) - from);
    const out = into && into.length >= length ? into.subarray(0, length) : new Float32Array(length);
    const bytes = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    for (let done = 0; done < bytes.length;) {
      const got = readSync(this.open(), bytes, done, bytes.length - done, from * 4 + done);
      if (got === 0) throw new Error(`${this.path} ended early`);
      done += got;
    }
    return out;
  }

  dispose(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(this.path, { force: true });
  }

  private open(): number {
    if (this.fd === null) throw new Error(`${this.path} has been disposed`);
    return this.fd;
  }
}

/**
 * A cached stretch of a source for code that reads around a moving position (grains, pitch-mark searches):
 * `cover(from, to)` makes sure samples [from, to) are in `data`, which starts at global index `offset`. A miss
 * loads `blockSize` samples (more when asked for more), so a forward sweep reads the source about once.
 */
export class SampleWindow {
  data: Float32Array = new Float32Array(0);
  offset = 0;
  /** What file reads are copied into, kept from miss to miss (none for a window as long as the signal). */
  private buffer: Float32Array | undefined;

  constructor(
    private readonly source: SampleSource,
    private readonly blockSize: number,
  ) {}

  cover(from: number, to: number): void {
    const start = Math.max(0, from);
    const end = Math.min(this.source.length, to);
    if (start >= this.offset && end <= this.offset + this.data.length) return;
    const count = Math.max(end - start, this.blockSize);
    if (Number.isFinite(count) && (this.buffer?.length ?? 0) < count) this.buffer = new Float32Array(count);
    this.offset = start;
    this.data = this.source.read(start, count, this.buffer);
  }
}
