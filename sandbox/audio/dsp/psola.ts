import { F0Contour } from './f0-contour';
import { LowpassedSource } from './lowpass';
import type { PitchTrack } from './pitch';
import { placePitchMarks, type VoicedSegment } from './pitch-marks';
import { SampleWindow, type SampleSource } from './sample-store';

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
 *
 * It streams: grains are laid down in time order and reach at most REACH_SECONDS / formantRatio around their
 * place, so every output sample further back than that is final and is handed to `emit` in blocks of about
 * `blockSize`; the input is read through a window of the same size. Memory is a few blocks whatever the length,
 * and the samples are the same for any block size (a block as long as the signal is the whole-signal result).
 * A block handed to `emit` is only valid during the call.
 */
export type PsolaOptions = {
  /** Output f0 over input f0; a function of time (seconds) shapes the contour. */
  pitchRatio: number | ((time: number) => number);
  /** Spectral envelope scale: > 1 for a smaller vocal tract (higher formants), < 1 for a larger one. */
  formantRatio: number;
  /** Samples per output block and input read (Infinity: the whole signal in one block). */
  blockSize?: number;
};

const UNVOICED_HALF_SECONDS = 0.005;
/**
 * The furthest a grain reaches from its place, before the formant scaling: 1.5 periods (a mark's span is clamped
 * to 1.5 local periods) of the lowest f0 a track holds (31.25 Hz, 512 lags at 16 kHz) is 48 ms.
 */
const REACH_SECONDS = 0.05;

/** Half a Hann window (1 at the centre, 0 at the edge) in 4096 steps: a table is far cheaper than cos per sample. */
const HANN_STEPS = 4096;
const HANN = Float32Array.from(
  { length: HANN_STEPS + 1 },
  (_, step) => 0.5 + 0.5 * Math.cos((Math.PI * step) / HANN_STEPS),
);

export function psola(
  input: SampleSource,
  sampleRate: number,
  track: PitchTrack,
  options: PsolaOptions,
  emit: (block: Float32Array) => void,
): void {
  const length = input.length;
  const blockSize = options.blockSize ?? Number.POSITIVE_INFINITY;
  const alpha = options.formantRatio;
  const ratioAt = typeof options.pitchRatio === 'function' ? options.pitchRatio : () => options.pitchRatio as number;
  const segments = placePitchMarks(input, sampleRate, new F0Contour(track), blockSize);
  // Reading a grain faster raises every frequency in it: content above Nyquist / alpha would fold back.
  const source = new SampleWindow(
    alpha > 1.01 ? new LowpassedSource(input, (0.47 * sampleRate) / alpha, sampleRate) : input,
    blockSize,
  );
  const unvoicedHalf = UNVOICED_HALF_SECONDS * sampleRate;

  // out[k] and weight[k] hold output sample base + k; everything before base has been emitted.
  const reach = Math.ceil((REACH_SECONDS * sampleRate) / Math.min(1, alpha)) + 2;
  const capacity = Math.min(length, blockSize + 3 * reach);
  const out = new Float32Array(capacity);
  const weight = new Float32Array(capacity);
  let base = 0;
  const flushTo = (limit: number) => {
    const count = limit - base;
    if (count <= 0) return;
    for (let k = 0; k < count; k++) if (weight[k]! > 1) out[k] = out[k]! / weight[k]!;
    emit(out.subarray(0, count));
    out.copyWithin(0, count);
    weight.copyWithin(0, count);
    out.fill(0, capacity - count);
    weight.fill(0, capacity - count);
    base = limit;
  };

  const addGrain = (centre: number, left: number, right: number, at: number) => {
    const first = Math.max(0, Math.ceil(at - left / alpha));
    const last = Math.min(length - 1, Math.floor(at + right / alpha));
    if (last - base >= capacity) flushTo(Math.min(length, Math.floor(at) - reach));
    if (first < base || last - base >= capacity)
      throw new Error(`A grain at ${at} reaches past the PSOLA buffer [${base}, ${base + capacity})`);
    source.cover(Math.floor(centre - left) - 2, Math.ceil(centre + right) + 3);
    // Output sample j reads the input at origin + j × alpha (in the window's indices).
    const origin = centre - at * alpha - source.offset;
    const start = origin + first * alpha;
    const index = Math.floor(start);
    // The grain's halves, each under its own slope of the window: [first, middle) before `at`, [middle, last] after.
    const middle = Math.min(last + 1, Math.max(first, Math.ceil(at)));
    if (alpha === 1 && index >= 1 && index + (last - first) + 2 < source.data.length) {
      // Every sample of the grain lies the same fraction past an input sample, so the grain shares one set of
      // Catmull-Rom weights: a four-tap filter instead of a cubic per sample.
      catmullRomWeights(start - index);
      const shift = index - first;
      addTaps(first, middle, at, -(HANN_STEPS * alpha) / left, shift);
      addTaps(middle, last + 1, at, (HANN_STEPS * alpha) / right, shift);
      return;
    }
    addCubic(first, middle, at, -(HANN_STEPS * alpha) / left, origin);
    addCubic(middle, last + 1, at, (HANN_STEPS * alpha) / right, origin);
  };

  /**
   * Output samples [from, to) of a grain (indices as `int32`, the loops free of float-to-index conversions), each
   * windowed by HANN at |j − at| × |scale| and read from input sample j + shift through the shared Catmull-Rom
   * weights. `scale` is negative before `at`, so the step is (j − at) × scale ≥ 0 on both halves.
   */
  const addTaps = (from: number, to: number, at: number, scale: number, shift: number) => {
    const signal = source.data;
    const c0 = TAPS[0]!;
    const c1 = TAPS[1]!;
    const c2 = TAPS[2]!;
    const c3 = TAPS[3]!;
    const outShift = base | 0;
    for (let j = from | 0, stop = to | 0, offset = shift | 0; j < stop; j++) {
      const step = (j - at) * scale;
      if (step >= HANN_STEPS) continue;
      const w = HANN[(step + 0.5) | 0]!;
      const i = j + offset;
      out[j - outShift]! += w * (c0 * signal[i - 1]! + c1 * signal[i]! + c2 * signal[i + 1]! + c3 * signal[i + 2]!);
      weight[j - outShift]! += w;
    }
  };

  /** The same with a cubic per sample, read at origin + j × alpha: formants moved, or near the input's ends. */
  const addCubic = (from: number, to: number, at: number, scale: number, origin: number) => {
    const signal = source.data;
    const outShift = base | 0;
    for (let j = from | 0, stop = to | 0; j < stop; j++) {
      const step = (j - at) * scale;
      if (step >= HANN_STEPS) continue;
      const w = HANN[(step + 0.5) | 0]!;
      out[j - outShift]! += w * cubicAt(signal, origin + j * alpha);
      weight[j - outShift]! += w;
    }
  };

  let segment: VoicedSegment | undefined = segments.next().value ?? undefined;
  let markIndex = -1;
  for (let t = 0; t < length;) {
    while (segment && segment.end <= t) {
      segment = segments.next().value ?? undefined;
      markIndex = -1;
    }
    if (segment && t >= segment.start) {
      const marks = segment.marks;
      if (markIndex < 0) {
        // Entering a voiced stretch: start on its next epoch, so at a ratio of 1 every grain lands where it was.
        markIndex = marks.findIndex((mark) => mark.position >= t);
        if (markIndex < 0) markIndex = marks.length - 1;
        t = Math.max(t, marks[markIndex]!.position);
      }
      while (
        markIndex + 1 < marks.length &&
        Math.abs(marks[markIndex + 1]!.position - t) <= Math.abs(marks[markIndex]!.position - t)
      )
        markIndex++;
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
  flushTo(length);
}

/** The Catmull-Rom weights a grain shares, written by catmullRomWeights: one array for all, no garbage per grain. */
const TAPS = new Float64Array(4);

/** The Catmull-Rom weights of the four samples around a point `f` (0 ≤ f < 1) past the second, into TAPS. */
function catmullRomWeights(f: number): Float64Array {
  const f2 = f * f;
  const f3 = f2 * f;
  TAPS[0] = 0.5 * (2 * f2 - f - f3);
  TAPS[1] = 1 + 0.5 * (3 * f3 - 5 * f2);
  TAPS[2] = 0.5 * (f + 4 * f2 - 3 * f3);
  TAPS[3] = 0.5 * (f3 - f2);
  return TAPS;
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
  const taps = catmullRomWeights(f);
  return taps[0]! * at(i - 1) + taps[1]! * at(i) + taps[2]! * at(i + 1) + taps[3]! * at(i + 2);
}
