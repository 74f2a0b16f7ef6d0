import type { WaveformPeaks } from './peaks';
import { peaksFromSamples } from './sample-peaks';

/**
 * Peaks of audio the tab already holds (a generation from its history), decoded once: no network, and an offline
 * context needs no user gesture and plays nothing.
 */
export async function decodedPeaks(blob: Blob, buckets = 200): Promise<WaveformPeaks> {
  const context = new OfflineAudioContext(1, 1, 44_100);
  const buffer = await context.decodeAudioData(await blob.arrayBuffer());
  return peaksFromSamples(buffer.getChannelData(0), buffer.sampleRate, buckets);
}
