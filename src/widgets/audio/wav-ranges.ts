import { WavHeaderReader } from '@audio-formats/wav-header';
import { WavPcmReader } from '@audio-formats/wav-pcm-reader';
import type { ByteRange } from '@/data/storage/storage-range';

/** A stored file read in parts: its rate and length, and the samples of any stretch of frames, one array a channel. */
export type AudioRanges = {
  sampleRate: number;
  frames: number;
  read: (first: number, end: number, signal?: AbortSignal) => Promise<Float32Array[]>;
};

export const HEADER_PIECE = 64 * 1024;
/** Metadata chunks before the samples are small; a header not over by then is not worth reading further. */
const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * Opens a stored WAV for reading in parts: the header is read in 64 kB pieces until its data chunk starts, and
 * then a stretch of frames is exactly the bytes `dataOffset + frame × blockAlign`, so any spot of an hour-long
 * file is read without the rest. 16-bit PCM and 32-bit float are read (what the studio and browsers write);
 * anything else throws, as does a file that is not a WAV (compressed files: coded-ranges.ts).
 */
export async function openWavRanges(
  readRange: (start: number, end: number, signal?: AbortSignal) => Promise<ByteRange>,
  signal?: AbortSignal,
  first?: ByteRange,
): Promise<AudioRanges> {
  const header = new WavHeaderReader();
  let offset = 0;
  let total = Infinity;
  let found: ReturnType<WavHeaderReader['push']> = null;
  if (first) {
    total = first.total;
    offset = first.bytes.length;
    found = header.push(first.bytes);
  }
  while (!found) {
    if (offset >= Math.min(total, MAX_HEADER_BYTES)) {
      if (offset >= total) header.end();
      throw new Error(`The WAV header runs past ${MAX_HEADER_BYTES / 1024} kB`);
    }
    const piece = await readRange(offset, offset + HEADER_PIECE, signal);
    total = piece.total;
    offset += piece.bytes.length;
    found = header.push(piece.bytes);
    if (piece.bytes.length === 0 && !found) header.end();
  }
  const { start } = found;
  if (!WavPcmReader.reads(start))
    throw new Error(`${start.bitsPerSample}-bit ${start.format} WAV is not read in parts (16-bit PCM and float are)`);
  const dataBytes = Math.min(start.dataBytes ?? Infinity, total - start.dataOffset);
  return {
    sampleRate: start.sampleRate,
    frames: Math.floor(dataBytes / start.blockAlign),
    read: async (first, end, readSignal) => {
      if (end <= first) return Array.from({ length: start.channels }, () => new Float32Array(0));
      const at = (frame: number) => start.dataOffset + frame * start.blockAlign;
      const { bytes } = await readRange(at(first), at(end), readSignal);
      // A reader per read: the arrays it returns are its own buffers, kept by the caller.
      return new WavPcmReader(start).decode(bytes);
    },
  };
}
