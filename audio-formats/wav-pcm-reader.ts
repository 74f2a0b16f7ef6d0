import { f32leInto, s16leInto } from './pcm-encodings';
import type { WavFormat } from './wav-header';

/**
 * The data chunk of a 16-bit PCM or 32-bit float WAV (what the studio, browsers and most editors write), decoded
 * piece by piece into buffers kept from piece to piece. A general decoder makes new sample arrays for every
 * piece, which for a 10-minute take is hundreds of MB of garbage that V8 collects late: the conversion job's
 * memory peak. A frame cut between two pieces is carried over, so any cut gives the samples of the whole file.
 */
export class WavPcmReader {
  private readonly channelCount: number;
  private readonly frameBytes: number;
  private readonly decodeInto: (bytes: Uint8Array, into: Float32Array) => number;
  /** The start of a frame the previous piece cut off. */
  private readonly carry: Uint8Array;
  private carried = 0;
  private interleaved = new Float32Array(0);
  private channels: Float32Array[] = [];

  /** Whether this reader decodes the format; other encodings go to a general decoder. */
  static reads(format: WavFormat): boolean {
    return (
      (format.format === 'pcm' && format.bitsPerSample === 16) ||
      (format.format === 'float' && format.bitsPerSample === 32)
    );
  }

  constructor(format: WavFormat) {
    if (!WavPcmReader.reads(format))
      throw new Error(
        `WavPcmReader reads 16-bit PCM and 32-bit float, not ${format.bitsPerSample}-bit ${format.format}`,
      );
    this.channelCount = format.channels;
    this.frameBytes = format.blockAlign;
    this.decodeInto = format.format === 'pcm' ? s16leInto : f32leInto;
    this.carry = new Uint8Array(format.blockAlign);
  }

  /**
   * The whole frames that `piece` completes, one array per channel. The arrays are views of this reader's
   * buffers, valid until the next call: a caller that keeps samples copies them.
   */
  decode(piece: Uint8Array): Float32Array[] {
    let input = piece;
    let frames = 0;
    const whole = Math.floor((this.carried + input.length) / this.frameBytes);
    this.reserve(whole * this.channelCount);
    if (this.carried > 0) {
      const taken = Math.min(this.frameBytes - this.carried, input.length);
      this.carry.set(input.subarray(0, taken), this.carried);
      this.carried += taken;
      input = input.subarray(taken);
      if (this.carried < this.frameBytes) return this.split(0);
      this.decodeInto(this.carry, this.interleaved);
      this.carried = 0;
      frames = 1;
    }
    const rest = whole - frames;
    this.decodeInto(input.subarray(0, rest * this.frameBytes), this.interleaved.subarray(frames * this.channelCount));
    const tail = input.subarray(rest * this.frameBytes);
    this.carry.set(tail);
    this.carried = tail.length;
    return this.split(whole);
  }

  private reserve(samples: number): void {
    if (this.interleaved.length >= samples) return;
    this.interleaved = new Float32Array(samples);
    if (this.channelCount > 1)
      this.channels = Array.from({ length: this.channelCount }, () => new Float32Array(samples / this.channelCount));
  }

  private split(frames: number): Float32Array[] {
    if (this.channelCount === 1) return [this.interleaved.subarray(0, frames)];
    return this.channels.map((channel, index) => {
      const out = channel.subarray(0, frames);
      for (let frame = 0, at = index; frame < frames; frame++, at += this.channelCount)
        out[frame] = this.interleaved[at]!;
      return out;
    });
  }
}
