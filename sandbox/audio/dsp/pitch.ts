import { mcleodPitch, Nsdf } from './nsdf';
import { Resampler } from './resample';

/**
 * Pitch (f0) tracking with McLeod's detector (nsdf.ts) on 16 kHz audio: frames of 1024 samples (64 ms, two periods
 * of a 50 Hz voice) every 256 samples (16 ms). A frame is voiced when
 * - it is loud enough: above −60 dBFS and above 5% of the level of the loudest 1% of frames (silence, breath and
 *   room noise are never voiced, whatever their periodicity),
 * - its clarity (the normalised autocorrelation peak) is at least 0.8, and
 * - its f0 lies within 50–600 Hz (human and most character voices).
 * Then slips are cleaned: a frame more than half an octave from the median of its neighbours (a McLeod octave
 * error) and voiced runs shorter than 3 frames (48 ms: clicks, not voice) become unvoiced.
 *
 * The tracker streams: long files are resampled and analysed chunk by chunk; the level gate, which needs the
 * loudest frames, is applied at the end over the small per-frame records.
 */
export const ANALYSIS_RATE = 16000;
/**
 * Speex quality for resampling to ANALYSIS_RATE: pitch lives below 1 kHz, so the transparent quality 6 that
 * audio for listening gets is wasted here. Quality 3 is 4–5× faster. Quality 2 would be twice as fast again,
 * but it moves the conversion errors of bench/audio-engine (female 210 Hz from 10 s at 24 kHz: 1.63% → 1.98%),
 * so the analysis stays at 3.
 */
export const ANALYSIS_RESAMPLER_QUALITY = 3;
export const FRAME = 1024;
export const HOP = 256;
export const MIN_F0 = 50;
export const MAX_F0 = 600;
export const MIN_CLARITY = 0.8;
const ABSOLUTE_RMS_FLOOR = 1e-3;
const RELATIVE_RMS_GATE = 0.05;
const MIN_VOICED_RUN = 3;
const MAX_SLIP_OCTAVES = 0.5;

const nsdf = new Nsdf(FRAME);

/** The NSDF of one FRAME-long analysis frame, valid until the next call. */
export const frameNsdf = (frame: Float32Array): Float32Array => nsdf.compute(frame);

/**
 * One analysis frame: `time` is its centre in seconds; `f0` is null when the frame is unvoiced; `candidate` is
 * the detector's estimate before any voicing decision (0 when the frame was too quiet to analyse); `rms` is the
 * frame's level at 16 kHz.
 */
export type PitchFrame = { time: number; f0: number | null; clarity: number; rms: number; candidate: number };

/**
 * A track in columns, frame i centred at `time(i)`: 32 bytes a frame instead of a few small objects, so an
 * hour's track (225,000 frames) is 7 MB and nothing per frame outlives a garbage collection. `f0[i]` is 0 where
 * the frame is unvoiced.
 */
export class PitchTrack {
  constructor(
    readonly f0: Float64Array,
    readonly clarity: Float64Array,
    readonly rms: Float64Array,
    readonly candidate: Float64Array,
  ) {}

  get length(): number {
    return this.f0.length;
  }

  /** The centre of frame `index` in seconds. */
  time(index: number): number {
    return (index * HOP + FRAME / 2) / ANALYSIS_RATE;
  }

  /** The same frames with another voicing. */
  withF0(f0: Float64Array): PitchTrack {
    return new PitchTrack(f0, this.clarity, this.rms, this.candidate);
  }

  /** The frames as records, for code that reads a short track frame by frame. */
  frames(): PitchFrame[] {
    return Array.from(this.f0, (f0, index) => ({
      time: this.time(index),
      f0: f0 === 0 ? null : f0,
      clarity: this.clarity[index]!,
      rms: this.rms[index]!,
      candidate: this.candidate[index]!,
    }));
  }
}

/**
 * Columns sized for the frames expected, growing by doubling past them (a stream whose length is not known).
 * Sized right, a long take's track is allocated once: doubling from 1024 frames left 8 MB of outgrown columns
 * behind in a 10-minute conversion.
 */
class TrackColumns {
  length = 0;
  private columns: readonly [Float64Array, Float64Array, Float64Array, Float64Array];

  constructor(capacity: number) {
    const size = Math.max(1024, capacity);
    this.columns = [new Float64Array(size), new Float64Array(size), new Float64Array(size), new Float64Array(size)];
  }

  push(f0: number, clarity: number, rms: number, candidate: number): void {
    if (this.length === this.columns[0].length) {
      const grown = this.columns.map((column) => {
        const bigger = new Float64Array(column.length * 2);
        bigger.set(column);
        return bigger;
      });
      this.columns = [grown[0]!, grown[1]!, grown[2]!, grown[3]!];
    }
    const at = this.length++;
    this.columns[0][at] = f0;
    this.columns[1][at] = clarity;
    this.columns[2][at] = rms;
    this.columns[3][at] = candidate;
  }

  track(): PitchTrack {
    const [f0, clarity, rms, candidate] = this.columns.map((column) =>
      column.length === this.length ? column : column.slice(0, this.length),
    );
    return new PitchTrack(f0!, clarity!, rms!, candidate!);
  }
}

export class PitchTracker {
  private readonly resampler: Resampler | null;
  private buffer = new Float32Array(FRAME * 8);
  private buffered = 0;
  private readonly raw: TrackColumns;
  /** Sums of squares of the hops of the next frame that are already buffered (all but its last). */
  private readonly hopEnergies: number[] = [];

  /** `expectedSamples`, when the input's length is known, sizes the track once (any length still works). */
  constructor(
    readonly sampleRate: number,
    expectedSamples = 0,
  ) {
    this.resampler =
      Math.round(sampleRate) === ANALYSIS_RATE
        ? null
        : new Resampler(sampleRate, ANALYSIS_RATE, ANALYSIS_RESAMPLER_QUALITY);
    this.raw = new TrackColumns(frameCount(Math.round((expectedSamples * ANALYSIS_RATE) / sampleRate)));
  }

  push(chunk: Float32Array): void {
    this.analyse(this.resampler ? this.resampler.process(chunk) : chunk);
  }

  finish(): PitchTrack {
    if (this.resampler) this.analyse(this.resampler.finish());
    return cleanTrack(gateTrack(this.raw.track()));
  }

  private analyse(audio: Float32Array): void {
    if (this.buffered + audio.length > this.buffer.length) {
      const grown = new Float32Array(Math.max(this.buffer.length * 2, this.buffered + audio.length));
      grown.set(this.buffer.subarray(0, this.buffered));
      this.buffer = grown;
    }
    this.buffer.set(audio, this.buffered);
    this.buffered += audio.length;
    let offset = 0;
    for (; offset + FRAME <= this.buffered; offset += HOP) {
      const frame = this.buffer.subarray(offset, offset + FRAME);
      // Frames overlap: a frame's energy is the sum of its hops' energies, each hop summed once.
      const hops = this.hopEnergies;
      if (hops.length === 0)
        for (let start = 0; start < FRAME - HOP; start += HOP) hops.push(sumOfSquares(frame, start, start + HOP));
      hops.push(sumOfSquares(frame, FRAME - HOP, FRAME));
      let energy = 0;
      for (const hop of hops) energy += hop;
      hops.shift();
      const rms = Math.sqrt(energy / FRAME);
      if (rms < ABSOLUTE_RMS_FLOOR) {
        this.raw.push(0, 0, rms, 0);
        continue;
      }
      const [candidate, clarity] = mcleodPitch(frameNsdf(frame), ANALYSIS_RATE);
      this.raw.push(isVoiced(candidate, clarity) ? candidate : 0, clarity, rms, candidate);
    }
    this.buffer.copyWithin(0, offset, this.buffered);
    this.buffered -= offset;
  }
}

/** The frames the tracker makes of `samples` at ANALYSIS_RATE (the resampler may give a sample more or less). */
const frameCount = (samples: number) => Math.max(0, Math.floor((samples - FRAME) / HOP) + 1);

function sumOfSquares(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return sum;
}

/** The strict voicing rule for one frame's detector output. */
export function isVoiced(candidate: number, clarity: number): boolean {
  return clarity >= MIN_CLARITY && candidate >= MIN_F0 && candidate <= MAX_F0;
}

/** The level below which a frame cannot be voice: −60 dBFS, or 5% of the level of the loudest 1% of frames. */
export function levelGate(track: PitchTrack): number {
  if (track.length === 0) return ABSOLUTE_RMS_FLOOR;
  const levels = Float32Array.from(track.rms).sort();
  const loud = levels[Math.min(levels.length - 1, Math.floor(levels.length * 0.99))]!;
  return Math.max(ABSOLUTE_RMS_FLOOR, loud * RELATIVE_RMS_GATE);
}

function gateTrack(track: PitchTrack): PitchTrack {
  const gate = levelGate(track);
  return track.withF0(track.f0.map((f0, index) => (f0 !== 0 && track.rms[index]! < gate ? 0 : f0)));
}

/** Removes octave slips and voiced runs too short to be voice. */
function cleanTrack(track: PitchTrack): PitchTrack {
  const f0s = track.f0;
  const neighbours: number[] = [];
  const cleaned = f0s.map((f0, index) => {
    if (f0 === 0) return 0;
    neighbours.length = 0;
    for (let j = Math.max(0, index - 2); j <= Math.min(f0s.length - 1, index + 2); j++)
      if (f0s[j] !== 0) neighbours.push(f0s[j]!);
    neighbours.sort((a, b) => a - b);
    const median = neighbours[Math.floor(neighbours.length / 2)]!;
    return Math.abs(Math.log2(f0 / median)) > MAX_SLIP_OCTAVES ? 0 : f0;
  });
  dropShortRuns(cleaned);
  return track.withF0(cleaned);
}

/** Unvoices (sets to 0), in place, the runs of fewer than 3 voiced frames (48 ms). */
export function dropShortRuns(f0s: Float64Array): void {
  for (let start = 0; start < f0s.length;) {
    if (f0s[start] === 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < f0s.length && f0s[end] !== 0) end++;
    if (end - start < MIN_VOICED_RUN) f0s.fill(0, start, end);
    start = end;
  }
}

/** The track of a whole signal in memory. */
export function pitchTrackOf(samples: Float32Array, sampleRate: number): PitchTrack {
  const tracker = new PitchTracker(sampleRate, samples.length);
  tracker.push(samples);
  return tracker.finish();
}

/** The frames of a whole signal in memory, as records. */
export function trackPitch(samples: Float32Array, sampleRate: number): PitchFrame[] {
  return pitchTrackOf(samples, sampleRate).frames();
}

/** Mean f0 of the voiced frames of a track, or null when fewer than 3 frames (48 ms) are voiced. */
export function meanVoicedF0(track: PitchTrack): number | null {
  let sum = 0;
  let count = 0;
  for (const f0 of track.f0) {
    if (f0 === 0) continue;
    sum += f0;
    count++;
  }
  return count < MIN_VOICED_RUN ? null : sum / count;
}

/** How many seconds of a track are voiced (its voiced frames times the hop). */
export function voicedSeconds(track: PitchTrack): number {
  let count = 0;
  for (const f0 of track.f0) if (f0 !== 0) count++;
  return (count * HOP) / ANALYSIS_RATE;
}

/** Mean f0 of the voiced speech in a signal, or null when there is none (silence, noise, clicks). */
export function meanF0(samples: Float32Array, sampleRate: number): number | null {
  return meanVoicedF0(pitchTrackOf(samples, sampleRate));
}
