import { readPeaks, type PeaksToDraw } from '@contract/gateway/peaks';

/** Peaks the way wavesurfer.js takes them: one array per channel, plus the duration. */
export type WaveformPeaks = PeaksToDraw;

/**
 * Reads the peaks file behind a recording's `waveform_url` (contract/gateway/peaks.ts). Drift is reported in the
 * console; a document that cannot be drawn yields null, and the player then draws from the media element as it
 * plays.
 */
export const parsePeaks = (json: unknown): WaveformPeaks | null =>
  readPeaks(json, (issues) => console.warn('Waveform peaks drift:', issues));
