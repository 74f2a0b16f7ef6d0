import { decodeWav, type MonoWav } from '@audio-formats/wav-file';
import { readWavHeader } from '@audio-formats/wav-header';
import { playableBytes } from '@/data/storage/playable-bytes';
import type { PlayItem } from './playback-store';

/** Other formats are decoded at this rate (a 16-bit WAV keeps its own, sample for sample). */
export const DECODE_RATE = 48_000;

let last: { id: string; audio: Promise<MonoWav> } | null = null;

/**
 * An item's audio as samples, decoded in the page: for the waveform's detail past the server's peaks and for
 * trimming. The last item decoded is kept, so zooming and trimming decode it once.
 */
export function decodeItem(item: PlayItem): Promise<MonoWav> {
  if (last?.id === item.id) return last.audio;
  const audio = decodeOnce(item);
  last = { id: item.id, audio };
  audio.catch(() => last?.audio === audio && (last = null));
  return audio;
}

/**
 * An item's audio with every channel, to play through Web Audio (the compare board), not kept: decoded by the
 * browser at the file's own rate when it is a WAV (a 22,050 Hz conversion takes less than half the memory it would
 * at 48 kHz), else at 48 kHz.
 */
export async function decodePlayable(item: PlayItem): Promise<AudioBuffer> {
  const bytes = await playableBytes(await item.open());
  let rate = DECODE_RATE;
  try {
    rate = readWavHeader(bytes).sampleRate;
  } catch {
    // Not a WAV: the browser's decoder reads it at 48 kHz.
  }
  return new OfflineAudioContext(1, 1, rate).decodeAudioData(bytes.buffer);
}

/**
 * An item's audio as one channel's samples, not kept (the waveform's detail and trimming). A 16-bit PCM WAV (what
 * the studio stores and uploads) is read as is, channels averaged; anything else goes through the browser's
 * decoder, first channel only.
 */
async function decodeOnce(item: PlayItem): Promise<MonoWav> {
  const bytes = await playableBytes(await item.open());
  try {
    return decodeWav(bytes);
  } catch {
    const buffer = await new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes.buffer);
    return { samples: buffer.getChannelData(0), sampleRate: buffer.sampleRate };
  }
}
