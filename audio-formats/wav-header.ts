import { checkAudioShape } from './audio-limits';

/**
 * The header of a WAV file, read as the file streams in and checked before a single sample is decoded. A decoder
 * sizes its buffers from the header (channels × frames, frames from the block size), so a 20 kB upload whose
 * header claims 65,535 channels and a 1-byte block made the decoder allocate gigabytes. Here every field that
 * sizes memory must agree with the encoding (the block size is exactly channels × sample width; an ADPCM block
 * holds at most the samples its bytes can encode), and the chunk walk skips unknown chunks by counting bytes, so
 * the reader never holds more than one format chunk whatever the chunks claim.
 */
export type WavEncoding = 'pcm' | 'float' | 'alaw' | 'ulaw' | 'ms-adpcm' | 'ima-adpcm';

export type WavFormat = {
  format: WavEncoding;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
};

/** `dataBytes` is null when the header leaves the size open (0 or 0xFFFFFFFF, as streaming writers do). */
export type WavStart = WavFormat & { dataOffset: number; dataBytes: number | null; fmtChunk: Uint8Array };

const ENCODINGS: Record<number, WavEncoding> = {
  1: 'pcm',
  3: 'float',
  6: 'alaw',
  7: 'ulaw',
  2: 'ms-adpcm',
  0x11: 'ima-adpcm',
};
const SAMPLE_BITS: Record<WavEncoding, number[]> = {
  pcm: [8, 16, 24, 32],
  float: [32, 64],
  alaw: [8],
  ulaw: [8],
  'ms-adpcm': [4],
  'ima-adpcm': [4],
};

/** No encoding needs a longer format chunk (MS ADPCM with its seven coefficient pairs takes 50 bytes). */
const MAX_FMT_BYTES = 1024;
const EXTENSIBLE = 0xfffe;

const ascii = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);

/** Whether the bytes begin as a WAV file does (RIFF, a size, WAVE): the file type from its first 12 bytes. */
export function isWavStart(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 0) === 'RIFF' && ascii(bytes, 8) === 'WAVE';
}

/** Reads and checks a format chunk's body; throws with what is wrong. */
export function readWavFormat(body: Uint8Array): WavFormat & { samplesPerBlock: number } {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  let tag = view.getUint16(0, true);
  if (tag === EXTENSIBLE) {
    if (body.length < 40)
      throw new Error(`the WAV format chunk is ${body.length} bytes, too short for WAVE_FORMAT_EXTENSIBLE (40)`);
    tag = view.getUint16(24, true);
  }
  const format = ENCODINGS[tag];
  if (!format)
    throw new Error(`WAV encoding 0x${tag.toString(16)} is not supported (PCM, float, A-law, µ-law, ADPCM are)`);
  const channels = view.getUint16(2, true);
  const sampleRate = view.getUint32(4, true);
  const blockAlign = view.getUint16(12, true);
  const bitsPerSample = view.getUint16(14, true);
  checkAudioShape(channels, sampleRate);
  if (!SAMPLE_BITS[format].includes(bitsPerSample))
    throw new Error(`${bitsPerSample}-bit samples are not valid for ${format} WAV audio`);
  const wrongBlock = (expected: string) =>
    new Error(`the WAV block size ${blockAlign} does not fit ${channels} channels of ${format} (expected ${expected})`);
  if (format !== 'ms-adpcm' && format !== 'ima-adpcm') {
    if (blockAlign !== (channels * bitsPerSample) / 8) throw wrongBlock(String((channels * bitsPerSample) / 8));
    return { format, channels, sampleRate, bitsPerSample, blockAlign, samplesPerBlock: 1 };
  }
  // ADPCM: a block is a header per channel then 4-bit codes, so its bytes bound the samples it can hold.
  if (body.length < 20)
    throw new Error(`the ${format} format chunk is ${body.length} bytes, too short for its samples-per-block field`);
  const extraBytes = view.getUint16(16, true);
  const declared = extraBytes >= 2 ? view.getUint16(18, true) : 0;
  let most: number;
  if (format === 'ima-adpcm') {
    if (blockAlign <= 4 * channels || blockAlign % (4 * channels) !== 0)
      throw wrongBlock(`a multiple of ${4 * channels} above it`);
    most = 1 + (blockAlign / channels - 4) * 2;
  } else {
    if (channels > 2) throw new Error(`MS ADPCM holds 1 or 2 channels, not ${channels}`);
    if (blockAlign <= 7 * channels) throw wrongBlock(`more than ${7 * channels}`);
    most = 2 + Math.floor(((blockAlign - 7 * channels) * 2) / channels);
    const coefficients = extraBytes >= 4 ? view.getUint16(20, true) : 0;
    if (22 + 4 * coefficients > body.length)
      throw new Error(
        `the MS ADPCM format chunk claims ${coefficients} coefficient pairs but holds ${body.length} bytes`,
      );
  }
  if (declared > most)
    throw new Error(
      `the ${format} header claims ${declared} samples per ${blockAlign}-byte block; at most ${most} fit`,
    );
  return { format, channels, sampleRate, bitsPerSample, blockAlign, samplesPerBlock: declared || most };
}

/**
 * Walks a WAV file's chunks as its bytes arrive. `push` returns the checked header once the data chunk begins,
 * with the bytes of the piece that follow its header; `end` says why the file ended before that.
 */
export class WavHeaderReader {
  private held: Uint8Array = new Uint8Array(0);
  private stage: 'riff' | 'chunk' | 'fmt' = 'riff';
  /** Bytes of the current unknown chunk (and its pad byte) still to pass over. */
  private skip = 0;
  private offset = 0;
  private chunk = { id: '', size: 0 };
  private format: (WavFormat & { fmtChunk: Uint8Array }) | null = null;

  push(bytes: Uint8Array): { start: WavStart; rest: Uint8Array } | null {
    let input = bytes;
    for (;;) {
      if (this.skip > 0) {
        const passed = Math.min(this.skip, input.length);
        this.skip -= passed;
        this.offset += passed;
        input = input.subarray(passed);
        if (this.skip > 0) return null;
      }
      const need = this.stage === 'riff' ? 12 : this.stage === 'chunk' ? 8 : this.chunk.size + (this.chunk.size % 2);
      const taken = input.subarray(0, need - this.held.length);
      this.held = joined(this.held, taken);
      this.offset += taken.length;
      input = input.subarray(taken.length);
      if (this.stage === 'riff' && this.held.length >= 4 && ascii(this.held, 0) !== 'RIFF')
        throw new Error('not a WAV file');
      if (this.held.length < need) return null;
      const held = this.held;
      this.held = new Uint8Array(0);
      if (this.stage === 'riff') {
        if (!isWavStart(held)) throw new Error('not a WAV file');
        this.stage = 'chunk';
      } else if (this.stage === 'fmt') {
        const body = held.subarray(0, this.chunk.size);
        const { format, channels, sampleRate, bitsPerSample, blockAlign } = readWavFormat(body);
        this.format = { format, channels, sampleRate, bitsPerSample, blockAlign, fmtChunk: body };
        this.stage = 'chunk';
      } else {
        const size = new DataView(held.buffer, held.byteOffset, 8).getUint32(4, true);
        this.chunk = { id: ascii(held, 0), size };
        if (this.chunk.id === 'data') {
          if (!this.format) throw new Error('WAV data before its format chunk');
          return {
            start: {
              ...this.format,
              dataOffset: this.offset,
              dataBytes: size === 0 || size === 0xffffffff ? null : size,
            },
            rest: input,
          };
        }
        if (this.chunk.id === 'fmt ') {
          if (this.format) throw new Error('the WAV file has two format chunks');
          if (size < 16 || size > MAX_FMT_BYTES)
            throw new Error(`the WAV format chunk claims ${size} bytes; 16 to ${MAX_FMT_BYTES} are valid`);
          this.stage = 'fmt';
        } else {
          this.skip = size + (size % 2);
        }
      }
    }
  }

  /** The file ended before its data chunk: throws what was missing. */
  end(): never {
    if (this.stage === 'riff') throw new Error('not a WAV file');
    if (this.skip > 0 || this.stage === 'fmt') {
      throw new Error(
        `the WAV file ends inside its "${this.chunk.id}" chunk, which claims ${this.chunk.size} bytes, before its data chunk`,
      );
    }
    throw new Error(this.format ? 'WAV file without a data chunk' : 'WAV file without a format or data chunk');
  }
}

/** The checked header of a whole file in memory (the same checks as a streamed one); throws what is wrong. */
export function readWavHeader(bytes: Uint8Array): WavStart {
  const reader = new WavHeaderReader();
  return reader.push(bytes)?.start ?? reader.end();
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b.slice();
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * A WAV stream as the decoder should see it: a plain header written here from the checked format (RIFF, WAVE,
 * the format chunk padded to an even size, a data chunk of open size), then only the data bytes, cut at the size
 * the header declares. So the decoder never meets the chunks it would mis-walk (it ignores the pad byte after an
 * odd-sized chunk) or a header other than the one checked here.
 */
export async function* checkedWavStream(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  const reader = new WavHeaderReader();
  let left = 0;
  let started = false;
  for await (const chunk of chunks) {
    let data = chunk;
    if (!started) {
      const found = reader.push(chunk);
      if (!found) continue;
      started = true;
      left = found.start.dataBytes ?? Infinity;
      yield plainHeader(found.start.fmtChunk);
      data = found.rest;
    }
    const piece = data.subarray(0, Math.min(data.length, left));
    left -= piece.length;
    if (piece.length > 0) yield piece;
    if (left <= 0) return;
  }
  if (!started) reader.end();
}

function plainHeader(fmtChunk: Uint8Array): Uint8Array {
  const fmtSize = fmtChunk.length + (fmtChunk.length % 2);
  const header = new Uint8Array(28 + fmtSize);
  const view = new DataView(header.buffer);
  const write = (offset: number, text: string) =>
    [...text].forEach((char, i) => (header[offset + i] = char.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, 0xffffffff, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, fmtSize, true);
  header.set(fmtChunk, 20);
  write(20 + fmtSize, 'data');
  view.setUint32(24 + fmtSize, 0xffffffff, true);
  return header;
}
