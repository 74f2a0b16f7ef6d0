import { codedFormat } from '@audio-formats/coded-audio-index';
import type { ByteRange } from '@/data/storage/storage-range';
import { openCodedRanges } from './coded-ranges';
import { HEADER_PIECE, openWavRanges, type AudioRanges } from './wav-ranges';

/**
 * Opens a stored file for reading in parts, by what its first bytes say it is: a WAV by arithmetic on its data
 * chunk, an MP3, FLAC or Ogg file through an index of its frames or pages (read once, `onProgress` hears how far).
 */
export async function openStoredAudio(
  readRange: (start: number, end: number, signal?: AbortSignal) => Promise<ByteRange>,
  signal?: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<AudioRanges> {
  const first = await readRange(0, HEADER_PIECE, signal);
  const kind = codedFormat(first.bytes);
  return kind ? openCodedRanges(readRange, kind, first, signal, onProgress) : openWavRanges(readRange, signal, first);
}
