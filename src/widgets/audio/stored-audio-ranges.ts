import { sniffContainer } from '@audio-formats/audio-container';
import type { ByteRange } from '@/data/storage/storage-range';
import { openCodedRanges } from './coded-ranges';
import { HEADER_PIECE, openWavRanges, type AudioRanges } from './wav-ranges';

/**
 * Opens a stored file for reading in parts, by what its first bytes say it is: a WAV by arithmetic on its data
 * chunk, an MP3, FLAC or Ogg file through an index of its frames or pages (read once, `onProgress` hears how far).
 * Anything else throws, saying what it is.
 */
export async function openStoredAudio(
  readRange: (start: number, end: number, signal?: AbortSignal) => Promise<ByteRange>,
  signal?: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<AudioRanges> {
  const first = await readRange(0, HEADER_PIECE, signal);
  const container = sniffContainer(first.bytes);
  if (container === 'wav') return openWavRanges(readRange, signal, first);
  if (container === 'mp3' || container === 'flac' || container === 'ogg')
    return openCodedRanges(readRange, container, first, signal, onProgress);
  // WebM's clusters hold no sample positions a stretch could be found by.
  throw new Error(container === 'webm' ? 'WebM audio is not read in parts' : 'not an audio file the detail can read');
}
