import { concatSamples } from '@audio-formats/concat-samples';

/** A stretch of audio in seconds. */
export type TimeRange = { start: number; end: number };

/** What silence trimming listens for and keeps. */
type SilenceOptions = {
  /** Frames quieter than this (dBFS, RMS over 10 ms) are silence. */
  thresholdDb: number;
  /** Pauses longer than this (seconds) are shortened; shorter ones are the speech's own rhythm and stay. */
  longestPause: number;
  /** Silence kept next to speech on each side of a cut (seconds), so words do not start or end abruptly. */
  margin: number;
};

export const DEFAULT_SILENCE: SilenceOptions = { thresholdDb: -45, longestPause: 0.6, margin: 0.15 };

const FRAME_SECONDS = 0.01;

/**
 * The ranges trimming would cut: leading and trailing silence, and the middle of every pause longer than
 * `longestPause` (a margin is kept on each side). A simple level gate on 10 ms frames: it does not tell breath or
 * room noise louder than the threshold from speech, which is why the cuts are shown before they are accepted.
 */
export function silenceCuts(
  samples: Float32Array,
  sampleRate: number,
  options: SilenceOptions = DEFAULT_SILENCE,
): TimeRange[] {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const floor = 10 ** (options.thresholdDb / 20);
  const frames = Math.ceil(samples.length / frame);
  const loud: boolean[] = [];
  for (let index = 0; index < frames; index++) {
    let sum = 0;
    const end = Math.min(samples.length, (index + 1) * frame);
    for (let i = index * frame; i < end; i++) sum += samples[i]! * samples[i]!;
    loud.push(Math.sqrt(sum / Math.max(1, end - index * frame)) >= floor);
  }
  const duration = samples.length / sampleRate;
  const first = loud.indexOf(true);
  if (first < 0) return duration > 0 ? [{ start: 0, end: duration }] : [];
  const last = loud.lastIndexOf(true);
  const at = (index: number) => Math.min(duration, index * FRAME_SECONDS);
  const cuts: TimeRange[] = [];
  const cut = (start: number, end: number) =>
    end - start > 0.001 && cuts.push({ start: round(start), end: round(end) });

  cut(0, at(first) - options.margin);
  let quietFrom = -1;
  for (let index = first; index <= last + 1; index++) {
    if (index <= last && !loud[index]) {
      if (quietFrom < 0) quietFrom = index;
    } else if (quietFrom >= 0) {
      if (at(index) - at(quietFrom) > options.longestPause)
        cut(at(quietFrom) + options.margin, at(index) - options.margin);
      quietFrom = -1;
    }
  }
  cut(at(last + 1) + options.margin, duration);
  return cuts;
}

const round = (seconds: number) => Math.max(0, Math.round(seconds * 1000) / 1000);

/** The samples left once `cuts` (sorted, not overlapping) are taken out. */
export function withoutRanges(samples: Float32Array, sampleRate: number, cuts: readonly TimeRange[]): Float32Array {
  const parts: Float32Array[] = [];
  let from = 0;
  for (const { start, end } of cuts) {
    parts.push(samples.subarray(from, Math.max(from, Math.round(start * sampleRate))));
    from = Math.max(from, Math.min(samples.length, Math.round(end * sampleRate)));
  }
  parts.push(samples.subarray(from));
  return concatSamples(parts, Float32Array);
}

/** Seconds taken out by `cuts`. */
export const cutSeconds = (cuts: readonly TimeRange[]) => cuts.reduce((sum, { start, end }) => sum + end - start, 0);
