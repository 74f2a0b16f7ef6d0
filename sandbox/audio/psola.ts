import { F0Contour } from './f0-contour';
import type { PitchFrame } from './pitch';
import { placePitchMarks, type VoicedSegment } from './pitch-marks';

/**
 * Time-domain pitch-synchronous overlap-add (TD-PSOLA) with grain resampling for the formants.
 *
 * Voiced speech is cut into grains two periods long, centred on pitch marks, and laid down again one *new*
 * period apart: the spacing sets the pitch, while each grain keeps the shape of the vocal tract's response, so
 * the formants stay where they were (no chipmunk). To move the formants too, each grain is read
 * `formantRatio` times faster (or slower) as it is laid down, which scales its spectral envelope by that ratio
 * and leaves the spacing, hence the pitch, alone (Valbret, Moulines & Tubach, 1992). Grains are placed at the
 * time they came from, so the duration is exactly the input's; at ratios of 1 voiced speech comes back as it
 * was, sample for sample.
 *
 * Unvoiced stretches (fricatives, silence) are carried over in 10 ms Hann grains at their own place, read at the
 * formant ratio the same way: with a ratio of 1 they come out untouched.
 */
export type PsolaOptions = {
  /** Output f0 over input f0; a function of time (seconds) shapes the contour. */
  pitchRatio: number | ((time: number) => number);
  /** Spectral envelope scale: > 1 for a smaller vocal tract (higher formants), < 1 for a larger one. */
  formantRatio: number;
};

const UNVOICED_HALF_SECONDS = 0.005;

/** Half a Hann window (1 at the centre, 0 at the edge) in 4096 steps: a table is far cheaper than cos per sample. */
const HANN_STEPS = 4096;
const HANN = Float32Array.from({ length: HANN_STEPS + 1 }, (_, step) => 0.5 + 0.5 * Math.cos((Math.PI * step) / HANN_STEPS));

export function psola(samples: Float32Array, sampleRate: number, track: PitchFrame[], options: PsolaOptions): Float32Array {
  const length = samples.length;
  const out = new Float32Array(length);
  const weight = new Float32Array(length);
  const alpha = options.formantRatio;
  const ratioAt = typeof options.pitchRatio === 'function' ? options.pitchRatio : () => options.pitchRatio as number;
  const segments = placePitchMarks(samples, sampleRate, new F0Contour(track));
  // Reading a grain faster raises every frequency in it: content above Nyquist / alpha would fold back.
  const source = alpha > 1.01 ? lowpass(samples, (0.47 * sampleRate) / alpha, sampleRate) : samples;
  const unvoicedHalf = UNVOICED_HALF_SECONDS * sampleRate;

  const addGrain = (centre: number, left: number, right: number, at: number) => {
    const first = Math.max(0, Math.ceil(at - left / alpha));
    const last = Math.min(length - 1, Math.floor(at + right / alpha));
    const leftScale = (HANN_STEPS * alpha) / left;
    const rightScale = (HANN_STEPS * alpha) / right;
    for (let j = first; j <= last; j++) {
      const offset = j - at;
      const step = offset < 0 ? -offset * leftScale : offset * rightScale;
      if (step >= HANN_STEPS) continue;
      const w = HANN[Math.round(step)]!;
      out[j]! += w * cubicAt(source, centre + offset * alpha);
      weight[j]! += w;
    }
  };

  let segmentIndex = 0;
  let markIndex = -1;
  for (let t = 0; t < length; ) {
    while (segmentIndex < segments.length && segments[segmentIndex]!.end <= t) {
      segmentIndex++;
      markIndex = -1;
    }
    const segment: VoicedSegment | undefined = segments[segmentIndex];
    if (segment && t >= segment.start) {
      const marks = segment.marks;
      if (markIndex < 0) {
        // Entering a voiced stretch: start on its next epoch, so at a ratio of 1 every grain lands where it was.
        markIndex = marks.findIndex((mark) => mark.position >= t);
        if (markIndex < 0) markIndex = marks.length - 1;
        t = Math.max(t, marks[markIndex]!.position);
      }
      while (markIndex + 1 < marks.length && Math.abs(marks[markIndex + 1]!.position - t) <= Math.abs(marks[markIndex]!.position - t)) markIndex++;
      const mark = marks[markIndex]!;
      addGrain(mark.position, mark.left, mark.right, t);
      t += mark.right / Math.max(0.1, ratioAt(t / sampleRate));
    } else {
      // Input and output windows are both 10 ms, so unvoiced grains sum to one at any formant ratio.
      addGrain(t, unvoicedHalf * alpha, unvoicedHalf * alpha, t);
      t += unvoicedHalf;
    }
  }
  // Where grains pile up (a raised pitch) this averages them; where they thin out it leaves the natural gaps.
  for (let i = 0; i < length; i++) if (weight[i]! > 1) out[i] = out[i]! / weight[i]!;
  return out;
}

/** Catmull-Rom interpolation: smooth enough for speech, four taps per sample. */
function cubicAt(signal: Float32Array, position: number): number {
  const i = Math.floor(position);
  const f = position - i;
  if (i < 1 || i + 2 >= signal.length) return edgeCubicAt(signal, i, f);
  const y1 = signal[i]!;
  if (f === 0) return y1;
  const y0 = signal[i - 1]!;
  const y2 = signal[i + 1]!;
  const y3 = signal[i + 2]!;
  return y1 + 0.5 * f * (y2 - y0 + f * (2 * y0 - 5 * y1 + 4 * y2 - y3 + f * (3 * (y1 - y2) + y3 - y0)));
}

/** The same near the ends, where missing neighbours count as silence. */
function edgeCubicAt(signal: Float32Array, i: number, f: number): number {
  const at = (k: number) => (k < 0 || k >= signal.length ? 0 : signal[k]!);
  const [y0, y1, y2, y3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
  return y1 + 0.5 * f * (y2 - y0 + f * (2 * y0 - 5 * y1 + 4 * y2 - y3 + f * (3 * (y1 - y2) + y3 - y0)));
}

/** Zero-phase 4th-order Butterworth low-pass (two biquads, run forwards then backwards). */
function lowpass(signal: Float32Array, cutoff: number, sampleRate: number): Float32Array {
  const out = Float32Array.from(signal);
  const w = Math.tan((Math.PI * Math.min(cutoff, 0.49 * sampleRate)) / sampleRate);
  for (const q of [0.5412, 1.3066]) {
    const norm = 1 / (1 + w / q + w * w);
    const b0 = w * w * norm;
    const a1 = 2 * (w * w - 1) * norm;
    const a2 = (1 - w / q + w * w) * norm;
    for (const forward of [true, false]) {
      let x1 = 0;
      let x2 = 0;
      let y1 = 0;
      let y2 = 0;
      for (let n = 0; n < out.length; n++) {
        const i = forward ? n : out.length - 1 - n;
        const x = out[i]!;
        const y = b0 * x + 2 * b0 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        out[i] = y;
      }
    }
  }
  return out;
}
