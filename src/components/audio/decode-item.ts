import { decodeWav, type MonoWav } from '../../../audio-formats/wav-file';
import type { PlayItem } from './playback-store';

/** Other formats are decoded at this rate (a 16-bit WAV keeps its own, sample for sample). */
const DECODE_RATE = 48_000;

let last: { id: string; audio: Promise<MonoWav> } | null = null;

/**
 * An item's audio as samples, decoded in the page: for the waveform's detail past the server's peaks and for
 * trimming. A 16-bit PCM WAV (what the studio stores and uploads) is read as is; anything else goes through the
 * browser's decoder, first channel only. The last item decoded is kept, so zooming and trimming decode it once.
 */
export function decodeItem(item: PlayItem): Promise<MonoWav> {
  if (last?.id === item.id) return last.audio;
  const audio = (async () => {
    const playable = await item.open();
    try {
      const response = await fetch(playable.url);
      if (!response.ok) throw new Error(`The audio could not be read (${response.status})`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      try {
        return decodeWav(bytes);
      } catch {
        const buffer = await new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes.buffer);
        return { samples: buffer.getChannelData(0), sampleRate: buffer.sampleRate };
      }
    } finally {
      playable.release();
    }
  })();
  last = { id: item.id, audio };
  audio.catch(() => last?.audio === audio && (last = null));
  return audio;
}
