import { PRIVATE_FILE_MODE } from '../../store/private-files';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { floatToS16leInto } from '../../../audio-formats/pcm-encodings';
import { wavHeader } from '../../../audio-formats/wav-file';

/**
 * A mono 16-bit PCM WAV written block by block: a placeholder header first, the samples as they come, and the
 * real sizes patched into the header on `close`, so a long result is never held whole. `abort` removes the file.
 * Every block is encoded into one byte buffer kept for the next: the writes are synchronous, so the buffer is
 * free again once `write` returns.
 */
export class WavFileWriter {
  private fd: number | null;
  private dataBytes = 0;
  private encoded = new Uint8Array(0);

  constructor(
    readonly path: string,
    readonly sampleRate: number,
  ) {
    const header = wavHeader(0, sampleRate);
    this.fd = openSync(path, 'w', PRIVATE_FILE_MODE);
    this.writeAt(header, 0);
  }

  write(samples: Float32Array): void {
    if (this.encoded.length < samples.length * 2) this.encoded = new Uint8Array(samples.length * 2);
    const bytes = this.encoded.subarray(0, floatToS16leInto(samples, this.encoded));
    this.writeAt(bytes, 44 + this.dataBytes);
    this.dataBytes += bytes.length;
  }

  /** Patches the header and closes the file; returns its size in bytes. */
  close(): number {
    this.writeAt(wavHeader(this.dataBytes, this.sampleRate), 0);
    closeSync(this.open());
    this.fd = null;
    return 44 + this.dataBytes;
  }

  abort(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(this.path, { force: true });
  }

  private writeAt(bytes: Uint8Array, position: number): void {
    for (let written = 0; written < bytes.length;)
      written += writeSync(this.open(), bytes, written, bytes.length - written, position + written);
  }

  private open(): number {
    if (this.fd === null) throw new Error(`${this.path} is closed`);
    return this.fd;
  }
}
