import createFvadModule from '@echogarden/fvad-wasm';
import { S16leStreamReader } from '../../audio-formats/s16le-stream-reader';

/**
 * Voice-activity detection for the sandbox's voice agents: WebRTC's VAD (libfvad, wasm) decides speech or not for
 * every 10 ms frame, and the launch's `vad_settings` (docs/service-api.md#vad-settings) map onto it as pipecat's VAD
 * reads them. Gates for loudness, steady background, resonance, word gaps and echo residue stand in for what a
 * neural VAD learns and fvad lacks; docs/decisions/vad.md says how each setting maps and why each gate exists.
 * Pure and clock-free: time is counted in samples, so tests feed arrays and get events with their times.
 */
export type VadSettings = { confidence: number; start_secs: number; stop_secs: number; min_volume: number };

export type VadState = 'quiet' | 'starting' | 'speaking' | 'stopping';

/**
 * `at` is when the run of speech frames (or of silent frames, for `stopped`) that caused the event began, in
 * seconds from the first sample; `detectedAt` is when the detector could tell, start_secs or stop_secs later.
 */
export type VadEvent = { type: 'started' | 'stopped'; at: number; detectedAt: number; speechSeconds?: number };

type FvadModule = {
  HEAP16: Int16Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _fvad_new(): number;
  _fvad_free(instance: number): void;
  _fvad_set_mode(instance: number, mode: number): number;
  _fvad_set_sample_rate(instance: number, rate: number): number;
  _fvad_process(instance: number, frame: number, length: number): number;
};

let loading: Promise<FvadModule> | null = null;
const loadFvad = () => (loading ??= createFvadModule().then((module) => module as FvadModule));

const FRAME_SECONDS = 0.01;
const PROBABILITY_FRAMES = 5;
/** pipecat smooths volume by 0.2 per 32 ms window; this is the same time constant per 10 ms frame. */
const VOLUME_SMOOTHING = 1 - Math.pow(1 - 0.2, FRAME_SECONDS / 0.032);
/** How far above the background level (dB) a frame must be to count as speech. */
export const BACKGROUND_MARGIN_DB = 4;
/** A frame this many frames (200 ms) after one that stood out still counts as standing out. */
const BACKGROUND_HOLD_FRAMES = 20;
/**
 * A starting burst must hold this many frames that a linear predictor finds resonant (prediction gain of at least
 * RESONANCE_DB): a voice is shaped by its vocal tract, hiss is not. A burst that has not shown them by
 * start_secs + 0.3 s is dropped.
 */
const RESONANT_FRAMES_TO_START = 5;
const RESONANCE_DB = 6;
const PREDICTOR_ORDER = 8;
const START_GIVE_UP_FRAMES = 30;
/** The longest gap (frames) inside a starting burst that does not reset it: 100 ms. */
const START_GAP_FRAMES = 10;
/** The background gate compares levels over 40 ms: two periods of a 50 Hz hum, so its level is steady. */
const LEVEL_FRAMES = 4;
/** A frame this far (dB) below the recent peak is residue, not speech. */
export const RESIDUE_DB = 40;
/** How fast the recent peak forgets a loud frame: 20 dB a second. */
const PEAK_FALL_DB = 20 * FRAME_SECONDS;
/** How fast the background level climbs towards a louder steady sound (dB per 10 ms frame: 10 dB a second). */
const BACKGROUND_RISE_DB = 10 * FRAME_SECONDS;
export const VAD_SAMPLE_RATES = [8000, 16000, 32000, 48000];

/** fvad's aggressiveness for a confidence: 0–3. */
export function fvadMode(confidence: number): number {
  return Math.max(0, Math.min(3, Math.floor(confidence * 4)));
}

/** pipecat's normalised volume for a loudness in LUFS measured on 16-bit sample values. */
export function normaliseLoudness(lufs: number): number {
  return Math.max(0, Math.min(1, (lufs + 20) / 100));
}

type Coefficients = [number, number, number, number, number];

/** A biquad that keeps its state across frames, for the K-weighting filter. */
class Biquad {
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  constructor(private readonly c: Coefficients) {}
  run(x: number): number {
    const [b0, b1, b2, a1, a2] = this.c;
    const y = b0 * x + b1 * this.x1 + b2 * this.x2 - a1 * this.y1 - a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** BS.1770's K-weighting (the head's high shelf and the RLB high-pass), designed for any rate as pyloudnorm does. */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  const design = (kind: 'shelf' | 'highpass', gain: number, q: number, fc: number): Coefficients => {
    const a = Math.pow(10, gain / 40);
    const w0 = (2 * Math.PI * fc) / sampleRate;
    const alpha = Math.sin(w0) / (2 * q);
    const cos = Math.cos(w0);
    const root = 2 * Math.sqrt(a) * alpha;
    const [b, d] =
      kind === 'shelf'
        ? [
            [a * (a + 1 + (a - 1) * cos + root), -2 * a * (a - 1 + (a + 1) * cos), a * (a + 1 + (a - 1) * cos - root)],
            [a + 1 - (a - 1) * cos + root, 2 * (a - 1 - (a + 1) * cos), a + 1 - (a - 1) * cos - root],
          ]
        : [
            [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2],
            [1 + alpha, -2 * cos, 1 - alpha],
          ];
    return [b[0]! / d[0]!, b[1]! / d[0]!, b[2]! / d[0]!, d[1]! / d[0]!, d[2]! / d[0]!];
  };
  return [new Biquad(design('shelf', 4, Math.SQRT1_2, 1500)), new Biquad(design('highpass', 0, 0.5, 38))];
}

type Handle = { module: FvadModule; instance: number; buffer: number };

const release = new FinalizationRegistry<Handle>(({ module, instance, buffer }) => {
  module._fvad_free(instance);
  module._free(buffer);
});

export class VoiceActivityDetector {
  private readonly frameLength: number;
  private readonly frame: Int16Array;
  private filled = 0;
  private readonly bytes = new S16leStreamReader();
  private framesSeen = 0;
  private readonly recent: number[] = [];
  private readonly filters: [Biquad, Biquad];
  private volume = 0;
  private background: number | null = null;
  private readonly recentEnergy: number[] = [];
  private lastStoodOut = Number.NEGATIVE_INFINITY;
  private peakDb = Number.NEGATIVE_INFINITY;
  private currentState: VadState = 'quiet';
  private runFrames = 0;
  private gapFrames = 0;
  private resonantFrames = 0;
  private runStart = 0;
  private speechStart = 0;
  private disposed = false;
  private readonly handle: Handle;

  private constructor(
    module: FvadModule,
    private readonly settings: VadSettings,
    readonly sampleRate: number,
  ) {
    this.frameLength = Math.round(sampleRate * FRAME_SECONDS);
    this.frame = new Int16Array(this.frameLength);
    this.filters = kWeighting(sampleRate);
    const instance = module._fvad_new();
    if (!instance) throw new Error('fvad could not start');
    module._fvad_set_mode(instance, fvadMode(settings.confidence));
    module._fvad_set_sample_rate(instance, sampleRate);
    this.handle = { module, instance, buffer: module._malloc(this.frameLength * 2) };
    release.register(this, this.handle, this);
    this.primeWithRoomNoise();
  }

  /** A detector for 16-bit mono audio at 8, 16 (the default), 32 or 48 kHz. */
  static async create(settings: VadSettings, sampleRate = 16000): Promise<VoiceActivityDetector> {
    if (!VAD_SAMPLE_RATES.includes(sampleRate))
      throw new RangeError(`Voice-activity detection takes ${VAD_SAMPLE_RATES.join(', ')} Hz, not ${sampleRate}`);
    return new VoiceActivityDetector(await loadFvad(), settings, sampleRate);
  }

  get state(): VadState {
    return this.currentState;
  }

  get isSpeaking(): boolean {
    return this.currentState === 'speaking' || this.currentState === 'stopping';
  }

  /** Seconds of audio taken so far. */
  get position(): number {
    return this.framesSeen * FRAME_SECONDS + this.filled / this.sampleRate;
  }

  /**
   * Feeds audio: s16le bytes (any length; an odd byte waits for its pair), Int16 samples, or floats in −1..1.
   * Returns the events the completed frames caused, in order.
   */
  push(pcm: Uint8Array | Int16Array | Float32Array): VadEvent[] {
    if (this.disposed) throw new Error('The detector has been disposed');
    const events: VadEvent[] = [];
    const take = (sample: number) => {
      this.frame[this.filled++] = sample;
      if (this.filled < this.frameLength) return;
      this.filled = 0;
      const event = this.analyse();
      if (event) events.push(event);
    };
    if (pcm instanceof Int16Array) for (const sample of pcm) take(sample);
    else if (pcm instanceof Float32Array)
      for (const sample of pcm) take(Math.max(-32768, Math.min(32767, Math.round(sample * 32768))));
    else for (const sample of this.bytes.read(pcm)) take(sample);
    return events;
  }

  /**
   * fvad starts with no idea of the room: fed speech first, it takes a steady opening vowel ("I…") for the noise
   * floor within 70 ms and calls the rest of the word silence. A second of faint hiss (−65 dBFS) first gives it
   * a quiet room to measure speech against, as a microphone's own noise would.
   */
  private primeWithRoomNoise(): void {
    const { module, instance, buffer } = this.handle;
    let seed = 1;
    for (let frame = 0; frame < 1 / FRAME_SECONDS; frame++) {
      for (let i = 0; i < this.frameLength; i++) {
        seed = (seed * 16807) % 2147483647;
        module.HEAP16[(buffer >> 1) + i] = Math.round((seed / 2147483647 - 0.5) * 360);
      }
      module._fvad_process(instance, buffer, this.frameLength);
    }
  }

  /** Frees the wasm instance (also done when the detector is garbage-collected). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    release.unregister(this);
    this.handle.module._fvad_free(this.handle.instance);
    this.handle.module._free(this.handle.buffer);
  }

  private analyse(): VadEvent | null {
    const { module, instance, buffer } = this.handle;
    module.HEAP16.set(this.frame, buffer >> 1);
    let energy = 0;
    for (let i = 0; i < this.frameLength; i++) {
      const weighted = this.filters[1].run(this.filters[0].run(this.frame[i]!));
      energy += weighted * weighted;
    }
    const frameDb = 10 * Math.log10(Math.max(energy / this.frameLength, 1e-10));
    this.peakDb = Math.max(frameDb, this.peakDb - PEAK_FALL_DB);
    // Only once a burst has started: a starting one needs fvad's continuity over a word's closures, as Silero's
    // context bridges them (vetoed there, a closure of "second" held a start back 40 ms).
    const residue = this.isSpeaking && frameDb < this.peakDb - RESIDUE_DB;
    const voiced = module._fvad_process(instance, buffer, this.frameLength) === 1 && !residue;
    this.recent.push(voiced ? 1 : 0);
    if (this.recent.length > PROBABILITY_FRAMES) this.recent.shift();
    const probability = this.recent.reduce((sum, value) => sum + value, 0) / PROBABILITY_FRAMES;

    const lufs = -0.691 + frameDb;
    const loudness = normaliseLoudness(lufs);
    this.volume = loudness > this.volume ? loudness : this.volume + VOLUME_SMOOTHING * (loudness - this.volume);
    this.recentEnergy.push(energy / this.frameLength);
    if (this.recentEnergy.length > LEVEL_FRAMES) this.recentEnergy.shift();
    const level =
      10 *
      Math.log10(Math.max(this.recentEnergy.reduce((sum, value) => sum + value, 0) / this.recentEnergy.length, 1e-10));
    // The first 40 ms only fill the level window: a partial period of a hum would read as a rise.
    const fullWindow = this.recentEnergy.length === LEVEL_FRAMES;
    if (fullWindow)
      this.background = this.background === null ? level : Math.min(level, this.background + BACKGROUND_RISE_DB);

    this.framesSeen++;
    const loudEnough = this.settings.min_volume <= 0 || this.volume >= this.settings.min_volume;
    if (this.background !== null && level >= this.background + BACKGROUND_MARGIN_DB)
      this.lastStoodOut = this.framesSeen;
    const standsOut = this.framesSeen - this.lastStoodOut <= BACKGROUND_HOLD_FRAMES;
    return this.step(
      probability >= this.settings.confidence && loudEnough && standsOut,
      predictionGain(this.frame) >= RESONANCE_DB,
    );
  }

  /**
   * pipecat's four states, counted in frames, with one allowance: while a burst is starting, a gap of up to
   * START_GAP_FRAMES (the silence between two words) holds the count instead of resetting it, and counts as part
   * of the burst. Without it a short first word ("I", "So") followed by a pause would push the start back by a
   * word; pipecat's Silero model carries its probability over such gaps itself.
   */
  private step(speech: boolean, resonant: boolean): VadEvent | null {
    const now = this.framesSeen * FRAME_SECONDS;
    const startFrames = Math.max(1, Math.round(this.settings.start_secs / FRAME_SECONDS));
    if (speech) {
      if (this.currentState === 'quiet') {
        this.currentState = 'starting';
        this.runFrames = 0;
        this.gapFrames = 0;
        this.resonantFrames = 0;
        this.runStart = now - FRAME_SECONDS;
      }
      if (this.currentState === 'starting') {
        this.runFrames += 1 + this.gapFrames;
        this.gapFrames = 0;
        if (resonant) this.resonantFrames++;
      }
      if (this.currentState === 'stopping') this.currentState = 'speaking';
    } else {
      if (this.currentState === 'starting' && ++this.gapFrames > START_GAP_FRAMES) this.currentState = 'quiet';
      if (this.currentState === 'speaking') {
        this.currentState = 'stopping';
        this.runFrames = 0;
        this.runStart = now - FRAME_SECONDS;
      }
      if (this.currentState === 'stopping') this.runFrames++;
    }
    if (this.currentState === 'starting' && this.runFrames >= startFrames) {
      if (this.resonantFrames >= RESONANT_FRAMES_TO_START) {
        this.currentState = 'speaking';
        this.speechStart = this.runStart;
        return { type: 'started', at: round(this.runStart), detectedAt: round(now) };
      }
      if (this.runFrames >= startFrames + START_GIVE_UP_FRAMES) this.currentState = 'quiet';
    }
    if (
      this.currentState === 'stopping' &&
      this.runFrames >= Math.max(1, Math.round(this.settings.stop_secs / FRAME_SECONDS))
    ) {
      this.currentState = 'quiet';
      return {
        type: 'stopped',
        at: round(this.runStart),
        detectedAt: round(now),
        speechSeconds: round(this.runStart - this.speechStart),
      };
    }
    return null;
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * How much better than its own level an order-8 linear predictor (Levinson–Durbin on the frame's autocorrelation)
 * foresees a frame, in dB: about 0 for white noise, 10–30 for a vowel, a few for a hiss-like consonant.
 */
export function predictionGain(frame: Int16Array): number {
  const r = new Float64Array(PREDICTOR_ORDER + 1);
  for (let lag = 0; lag <= PREDICTOR_ORDER; lag++) {
    let sum = 0;
    for (let i = lag; i < frame.length; i++) sum += frame[i]! * frame[i - lag]!;
    r[lag] = sum;
  }
  if (r[0]! <= 0) return 0;
  let coefficients = new Float64Array(PREDICTOR_ORDER + 1);
  let error = r[0]!;
  for (let order = 1; order <= PREDICTOR_ORDER && error > r[0]! * 1e-9; order++) {
    let acc = r[order]!;
    for (let j = 1; j < order; j++) acc -= coefficients[j]! * r[order - j]!;
    const reflection = acc / error;
    const next = coefficients.slice();
    next[order] = reflection;
    for (let j = 1; j < order; j++) next[j] = coefficients[j]! - reflection * coefficients[order - j]!;
    coefficients = next;
    error *= 1 - reflection * reflection;
  }
  return 10 * Math.log10(r[0]! / Math.max(error, r[0]! * 1e-9));
}
