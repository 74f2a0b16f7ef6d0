import {
  ANALYSIS_RATE,
  dropShortRuns,
  FRAME,
  frameNsdf,
  HOP,
  isVoiced,
  levelGate,
  MAX_F0,
  MIN_F0,
  type PitchTrack,
} from './pitch';
import type { SampleSource } from './sample-store';

/**
 * The voicing a conversion needs is wider than the voicing a measurement trusts. The strict track (clarity
 * ≥ 0.8) leaves out the soft ends of phrases, creaky or breathy syllables and frames where the detector jumped
 * an octave out of range; PSOLA would pass those through at the speaker's own pitch, and the original voice
 * would leak into the result. So voiced runs are grown frame by frame into their neighbours while the
 * neighbour is loud enough and periodic (normalised autocorrelation ≥ 0.5) at a lag within 20% of the pitch
 * next door. Strict-voiced frames that were dropped as too-short runs seed the growth too. Only the frames next to
 * a voiced run are read from the 16 kHz audio, one at a time, so it can stay on disk.
 */
const EXTEND_CLARITY = 0.5;
const TOLERANCE = 1.2;

export function extendVoicing(track: PitchTrack, audio16k: SampleSource): PitchTrack {
  const gate = levelGate(track);
  const f0s = track.f0.map((f0, index) =>
    f0 !== 0
      ? f0
      : track.rms[index]! >= gate && isVoiced(track.candidate[index]!, track.clarity[index]!)
        ? track.candidate[index]!
        : 0,
  );
  const grow = (index: number, from: number) => {
    if (f0s[index] !== 0 || f0s[from] === 0 || track.rms[index]! < gate) return;
    f0s[index] = guidedF0(audio16k, index * HOP, f0s[from]!) ?? 0;
  };
  for (let i = 1; i < f0s.length; i++) grow(i, i - 1);
  for (let i = f0s.length - 2; i >= 0; i--) grow(i, i + 1);
  dropShortRuns(f0s);
  return track.withF0(f0s);
}

/**
 * The frame guidedF0 reads from a file, reused call after call: a new 4 KB array per grown frame was most of a
 * long conversion's garbage (57 MB over 14,685 frames for 10 minutes), which V8 frees only at its next scavenge.
 */
const guidedFrame = new Float32Array(FRAME);

/** f0 of the 16 kHz frame at `start`, searched within ±20% of `expected`; null when it is not periodic there. */
export function guidedF0(audio: SampleSource, start: number, expected: number): number | null {
  const frame = audio.read(start, FRAME, guidedFrame);
  if (frame.length < FRAME) return null;
  const shortest = Math.max(2, Math.floor(ANALYSIS_RATE / Math.min(MAX_F0, expected * TOLERANCE)));
  const longest = Math.min(FRAME / 2, Math.ceil(ANALYSIS_RATE / Math.max(MIN_F0, expected / TOLERANCE)));
  if (longest <= shortest + 1) return null;
  // The NSDF at every lag costs two small FFTs, less than the direct sums over the few lags searched.
  const nsdf = frameNsdf(frame);
  let best = shortest;
  for (let lag = shortest; lag <= longest; lag++) if (nsdf[lag]! > nsdf[best]!) best = lag;
  if (nsdf[best]! < EXTEND_CLARITY || best === shortest || best === longest) return null;
  const [a, b, c] = [nsdf[best - 1]!, nsdf[best]!, nsdf[best + 1]!];
  const curvature = a - 2 * b + c;
  return ANALYSIS_RATE / (best + (curvature === 0 ? 0 : (0.5 * (a - c)) / curvature));
}
