import { CodedAudioIndexer, type CodedAudioIndex } from '@audio-formats/coded-audio-index';
import type { ByteRange } from '@/data/storage/storage-range';
import type { AudioRanges } from './wav-ranges';

type ReadRange = (start: number, end: number, signal?: AbortSignal) => Promise<ByteRange>;

/** The file is read for its index in pieces this big: a 12-minute MP3 at 128 kbit/s is 11 pieces. */
const INDEX_PIECE = 1024 * 1024;
/**
 * Units decoded before the asked stretch and thrown away: an MP3 frame's audio can start up to 511 bytes back in
 * earlier frames (the bit reservoir) and overlaps the frame before; a Vorbis or Opus packet overlaps the one before,
 * and an Ogg page may begin with the end of a packet from the page before.
 */
const PREROLL_UNITS = 2;
const MPEG_RESERVOIR_BYTES = 1024;

/**
 * A compressed stored file (MP3, FLAC, Ogg Vorbis or Opus) read in parts, like a WAV (wav-ranges.ts): the file is
 * read once for its frame and page headers (see CodedAudioIndexer; nothing is decoded, and what is kept is a few
 * numbers per frame), then a stretch is the bytes of the frames around it, with the stream's own headers put
 * before them, decoded by the browser at the file's own rate. Where a decoded stretch starts is reckoned from its
 * end: the stream position where its last frame ends is known, and a decoder may drop or add samples at the start
 * of a stream (its warm-up) but not at the end of one. `onProgress` hears the share of the file indexed.
 */
export async function openCodedRanges(
  readRange: ReadRange,
  kind: 'mp3' | 'flac' | 'ogg',
  first: ByteRange,
  signal?: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<AudioRanges> {
  const indexer = new CodedAudioIndexer(kind);
  indexer.push(first.bytes);
  for (let at = first.bytes.length; at < first.total;) {
    const piece = await readRange(at, Math.min(first.total, at + INDEX_PIECE), signal);
    if (piece.bytes.length === 0) break;
    indexer.push(piece.bytes);
    at += piece.bytes.length;
    onProgress?.(at / first.total);
  }
  const index = indexer.end();
  const start = await wholeDecodeStart(index, readRange, signal);
  return {
    sampleRate: index.sampleRate,
    frames: Math.max(0, index.ends.at(-1)! - start),
    read: (from, to, readSignal) => readStretch(index, start, readRange, from, to, readSignal),
  };
}

/** Audio decoded from the file's start to learn where a whole-file decode starts: past any codec's warm-up. */
const CALIBRATION_SECONDS = 0.5;

/**
 * The stream position of the first sample this browser's decoder gives for the whole file. Files and decoders
 * differ here: Chromium skips an Opus stream's pre-skip, and an MP3's encoder and decoder delay (1,105 samples from
 * LAME) only when a LAME header names it (a piped encoder cannot write one). So rather than assume, the file's
 * first half second is decoded as the whole file would be, and how much shorter it comes out than the frames it
 * holds is that start.
 */
async function wholeDecodeStart(index: CodedAudioIndex, readRange: ReadRange, signal?: AbortSignal): Promise<number> {
  const enough = index.ends.findIndex((end) => end >= index.sampleRate * CALIBRATION_SECONDS);
  const last = enough < 0 ? index.ends.length - 1 : enough;
  const { bytes } = await readRange(0, index.offsets[last + 1] ?? index.fileEnd, signal);
  const decoded = await decode(bytes, index.sampleRate);
  return Math.max(0, index.ends[last]! - decoded.length);
}

/** Decoded by the browser at the stream's own rate, so that nothing is resampled. */
const decode = (bytes: Uint8Array, sampleRate: number) =>
  new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(bytes.slice().buffer);

/** The first unit whose audio ends after stream position `position` (the last unit when none does). */
function unitAfter(ends: readonly number[], position: number): number {
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ends[middle]! > position) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Frames [first, end) of the whole-file decode, one array a channel. */
async function readStretch(
  index: CodedAudioIndex,
  startOffset: number,
  readRange: ReadRange,
  first: number,
  end: number,
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  if (end <= first) return Array.from({ length: index.channels }, () => new Float32Array(0));
  const from = first + startOffset;
  const to = end + startOffset;
  const last = unitAfter(index.ends, to - 1);
  let start = unitAfter(index.ends, from);
  for (let preroll = PREROLL_UNITS, tries = 0; ; preroll *= 4, tries++) {
    const begin = prerollStart(index, start, preroll);
    const byteEnd = index.offsets[last + 1] ?? index.fileEnd;
    const { bytes } = await readRange(index.offsets[begin]!, byteEnd, signal);
    const stretch = new Uint8Array(index.header.length + bytes.length);
    stretch.set(index.header);
    stretch.set(bytes, index.header.length);
    const decoded = await decode(stretch, index.sampleRate);
    const decodedStart = index.ends[last]! - decoded.length;
    const skip = from - decodedStart;
    if (skip < 0) {
      // The decoder's warm-up ate into the stretch asked for: decode again from further back.
      if (begin > 0 && tries < 3) {
        start = begin;
        continue;
      }
      throw new Error(`the decoder left out the first ${-skip} samples of a stretch`);
    }
    return Array.from({ length: decoded.numberOfChannels }, (_, channel) =>
      decoded.getChannelData(channel).slice(skip, skip + (end - first)),
    );
  }
}

/** Where decoding starts for a stretch whose first unit is `unit`: `preroll` units back (for MP3, its reservoir too). */
function prerollStart(index: CodedAudioIndex, unit: number, preroll: number): number {
  let begin = Math.max(0, unit - preroll);
  if (index.format === 'mp3')
    while (begin > 0 && index.offsets[unit]! - index.offsets[begin]! < MPEG_RESERVOIR_BYTES * (preroll / PREROLL_UNITS))
      begin--;
  return begin;
}
