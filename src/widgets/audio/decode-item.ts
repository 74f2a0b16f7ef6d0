import { decodeWav, type MonoWav } from '@audio-formats/wav-file';
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
 * An item's audio as samples, not kept. A 16-bit PCM WAV (what the studio stores and uploads) is read as is;
 * anything else goes through the browser's decoder, first channel only.
 */
export async function decodeOnce(item: PlayItem): Promise<MonoWav> {
  const bytes = await playableBytes(await item.open());
  try {
    return decodeWav(bytes);
  } catch {
    const buffer = await new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes.buffer);
    return { samples: buffer.getChannelData(0), sampleRate: buffer.sampleRate };
  }
}
