import createPffft from '@echogarden/pffft-wasm/simd';

/**
 * McLeod's normalised square difference function (NSDF) of fixed-size frames, and the McLeod pitch method on it
 * (McLeod & Wyvill, "A smarter way to find pitch", 2005): the f0 tracker's detector and the voicing extension's
 * guided search both read it. The autocorrelation is taken through PFFFT (BSD-like licence, compiled to wasm with
 * SIMD inside the package): a zero-padded real FFT, the power spectrum, and the inverse, about ten times cheaper
 * than the JavaScript FFT this replaced, which was most of a conversion's time. The wasm module is loaded once per
 * thread, at import, so the trackers that call it stay synchronous; an `Nsdf` holds 2 × 8 KB of wasm memory for
 * the thread's life (one per frame size, shared: each call is synchronous and its result read at once).
 */
type PffftModule = {
  HEAPF32: Float32Array;
  _pffft_new_setup(size: number, transform: number): number;
  _pffft_destroy_setup(setup: number): void;
  _pffft_transform(setup: number, input: number, output: number, work: number, direction: number): void;
  _pffft_simd_size(): number;
  _pffft_aligned_malloc(bytes: number): number;
  _pffft_aligned_free(pointer: number): void;
};

const pffft = (await createPffft()) as PffftModule;
const REAL = 0;
const FORWARD = 0;
const BACKWARD = 1;
/** Floats per SIMD vector in the build loaded (4): the unordered spectrum interleaves by vector. */
const SIMD = pffft._pffft_simd_size();

/** McLeod's K: the pitch is the first key maximum of the NSDF within this fraction of the highest one. */
const KEY_MAXIMUM_THRESHOLD = 0.9;

export class Nsdf {
  /** The NSDF of the last frame, lag 0 to frameSize − 1 (lag 0 is 1 for any non-silent frame). */
  private readonly values: Float32Array;
  private readonly size: number;
  private readonly setup: number;
  private readonly buffer: number;
  private readonly work: number;

  constructor(readonly frameSize: number) {
    this.values = new Float32Array(frameSize);
    // Twice the frame, to a power of two, so the circular autocorrelation equals the linear one at every lag.
    this.size = 2 ** Math.ceil(Math.log2(2 * frameSize));
    this.setup = pffft._pffft_new_setup(this.size, REAL);
    if (!this.setup) throw new Error(`PFFFT cannot transform ${this.size} samples`);
    this.buffer = pffft._pffft_aligned_malloc(this.size * 4);
    this.work = pffft._pffft_aligned_malloc(this.size * 4);
  }

  /** The NSDF of `frame` (frameSize samples) into `values`, which it returns. */
  compute(frame: Float32Array): Float32Array {
    if (frame.length !== this.frameSize)
      throw new RangeError(`A frame must have ${this.frameSize} samples, not ${frame.length}`);
    const heap = pffft.HEAPF32;
    const at = this.buffer >> 2;
    const end = at + this.size;
    heap.set(frame, at);
    heap.fill(0, at + frame.length, end);
    // PFFFT's own (unordered) layout, both ways: the power spectrum does not care where each bin lies, and the
    // reordering the ordered transforms do on the way in and out was a tenth of the NSDF's time. The layout
    // (SIMD build: groups of 4 real parts then their 4 imaginary parts) holds the real DC and Nyquist bins as the
    // first real and the first imaginary slot.
    pffft._pffft_transform(this.setup, this.buffer, this.buffer, this.work, FORWARD);
    const dc = heap[at]!;
    const nyquist = heap[at + SIMD]!;
    for (let i = at; i < end; i += 2 * SIMD) {
      for (let k = i; k < i + SIMD; k++) {
        const re = heap[k]!;
        const im = heap[k + SIMD]!;
        heap[k] = re * re + im * im;
        heap[k + SIMD] = 0;
      }
    }
    heap[at] = dc * dc;
    heap[at + SIMD] = nyquist * nyquist;
    pffft._pffft_transform(this.setup, this.buffer, this.buffer, this.work, BACKWARD);
    // r(τ) = Σ x[i]·x[i+τ] (the inverse is unscaled: ×size); m(τ) = Σ x[i]² + x[i+τ]², updated lag by lag.
    const values = this.values;
    const scale = 1 / this.size;
    const last = frame.length - 1;
    let m = 2 * heap[at]! * scale;
    let lag = 0;
    for (; lag < values.length && m > 0; lag++) {
      values[lag] = (2 * heap[at + lag]! * scale) / m;
      const head = frame[lag]!;
      const tail = frame[last - lag]!;
      m -= head * head + tail * tail;
    }
    values.fill(0, lag);
    return values;
  }
}

/**
 * The McLeod pitch of an NSDF: [f0 in Hz, clarity], or [0, 0] when it has no key maximum (a maximum between a
 * rising and the next falling zero crossing). The first key maximum within 0.9 of the highest is refined by a
 * parabola through it and its neighbours; the clarity is the parabola's peak, at most 1.
 */
export function mcleodPitch(nsdf: Float32Array, sampleRate: number): [number, number] {
  if (keyMaxima.length < nsdf.length) keyMaxima = new Int32Array(nsdf.length);
  let count = 0;
  let highest = -Infinity;
  let looking = false;
  let best = -1;
  for (let i = 1; i < nsdf.length - 1; i++) {
    const previous = nsdf[i - 1]!;
    const value = nsdf[i]!;
    if (previous <= 0 && value > 0) {
      looking = true;
      best = i;
    } else if (previous > 0 && value <= 0) {
      looking = false;
      if (best !== -1) {
        keyMaxima[count++] = best;
        if (nsdf[best]! > highest) highest = nsdf[best]!;
      }
    } else if (looking && value > nsdf[best]!) best = i;
  }
  for (let k = 0; k < count; k++)
    if (nsdf[keyMaxima[k]!]! >= KEY_MAXIMUM_THRESHOLD * highest) return refinedPitch(nsdf, keyMaxima[k]!, sampleRate);
  return [0, 0];
}

/** The key maxima's lags of the last frame, reused call after call. */
let keyMaxima = new Int32Array(0);

function refinedPitch(nsdf: Float32Array, index: number, sampleRate: number): [number, number] {
  const [y0, y1, y2] = [nsdf[index - 1]!, nsdf[index]!, nsdf[index + 1]!];
  const curvature = y0 - 2 * y1 + y2;
  const shift = curvature === 0 ? 0 : (0.5 * (y0 - y2)) / curvature;
  const peak = y1 - 0.25 * (y0 - y2) * shift;
  return [sampleRate / (index + shift), Math.min(peak, 1)];
}
