import type { WaveformPeaks } from '@/lib/audio/peaks';
import { playableUrl } from '@/data/storage/playable-url';
import { readStorageRange } from '@/data/storage/storage-range';
import type { PlayItem } from './playback-store';

/** The core's id of a stored recording: the same in a row, on its page, in A/B and in the bar. */
export const recordingItemId = (recordingId: string) => `recording:${recordingId}`;

/**
 * A stored recording (an original or a conversion): played from its storage path, drawn from the server's peaks,
 * and read in parts for the waveform's detail.
 */
export const recordingItem = (
  recording: { id: string; url: string; duration: number; waveform_url?: string | null },
  title: string,
): PlayItem => ({
  id: recordingItemId(recording.id),
  title,
  duration: recording.duration,
  open: () => playableUrl(recording.url),
  waveform: recording.waveform_url ? { url: recording.waveform_url } : null,
  readRange: (start, end, signal) => readStorageRange(recording.url, start, end, signal),
});

/** The core's id of a voice's, an accent's or a style's sample. */
export const sampleItemId = (key: string) => `sample:${key}`;

/**
 * A voice's sample, asked for on first play (`loadPath` null: the voice has none). Its peaks are not cheap to have
 * (the service makes none for samples, and a few seconds are not worth decoding twice): the bar shows a plain
 * scrub bar.
 */
export const sampleItem = (key: string, title: string, loadPath: () => Promise<string | null>): PlayItem => ({
  id: sampleItemId(key),
  title,
  duration: 0,
  open: async () => {
    const path = await loadPath();
    if (!path) throw new Error('This voice has no sample');
    return playableUrl(path);
  },
  waveform: null,
});

/** Audio the tab holds (a generation): played from a blob URL; the bar decodes it for peaks unless they are given. */
export const blobItem = (id: string, title: string, blob: Blob, duration: number, peaks?: WaveformPeaks): PlayItem => ({
  id,
  title,
  duration,
  open: async () => {
    const url = URL.createObjectURL(blob);
    return { url, release: () => URL.revokeObjectURL(url) };
  },
  waveform: peaks ? { peaks } : { blob },
  readRange: async (start, end) => ({
    bytes: new Uint8Array(await blob.slice(start, end).arrayBuffer()),
    total: blob.size,
  }),
});
