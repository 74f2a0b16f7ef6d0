import { int16ToFloat } from '../../audio-formats/pcm-encodings';
import { S16leStreamReader } from '../../audio-formats/s16le-stream-reader';
import { ANALYSIS_RATE, HOP, trackPitch, type PitchFrame } from '../audio/dsp/pitch';
import { VoiceActivityDetector, type VadEvent, type VadSettings, type VadState } from './vad';

/**
 * When has the user finished their turn? Voice-activity detection only says when a burst of speech stops
 * (`stop_secs` of silence); people also pause between sentences, and mid-sentence to think. The agents API leaves
 * the decision to "a turn-taking model on top of VAD", bounded by `user_turn_max_silence_secs` counted from the
 * end of speech. This one is a prosodic rule of thumb, the cue people themselves use most:
 *
 * - A burst whose end falls in pitch (its last 200 ms of voice at least FALL_SEMITONES below the burst's median
 *   pitch) and does not end louder (at most RISE_DB above its median level) sounds finished: the turn ends
 *   `stop_secs` + YIELD_HOLD_SECS after the speech did (but no later than the bound). The hold keeps the short
 *   pauses between the sentences of one turn, which also end low, from ending it.
 * - Any other ending (a rise, as in a question or a list, a level voice cut off mid-phrase, or too little voice
 *   to tell) waits for the bound.
 * - The turn never ends while the detector is weighing a new sound (VAD "starting"), and speech that starts
 *   before the deadline continues the turn.
 *
 * How often it is right is measured in bench/turn-taking.bench.ts. Clock-free like the VAD: time is counted in
 * the samples pushed, so a muted microphone is fed silence by its caller.
 */
export type TurnSettings = { vad: VadSettings; maxSilenceSecs: number };

/** What the end of a burst sounded like; null when it had too little voice to measure. */
export type EndingCues = { pitchFallSemitones: number | null; levelChangeDb: number | null; falling: boolean };

export type TurnEvent =
  | { type: 'speech-started'; at: number; detectedAt: number }
  | { type: 'speech-stopped'; at: number; detectedAt: number; cues: EndingCues; turnEndsAt: number }
  | {
      type: 'turn-ended';
      at: number;
      detectedAt: number;
      speechSeconds: number;
      reason: 'falling-ending' | 'silence-limit';
    };

export const FALL_SEMITONES = 1.5;
export const RISE_DB = 3;
/**
 * 0.3 s since the VAD stops within about 20 ms of the voice (it stopped 50–70 ms after it, and the hold was 0.25,
 * until the VAD stopped taking fvad's own hangover and an echo canceller's residue for speech).
 */
export const YIELD_HOLD_SECS = 0.3;
/** The ending is judged on at most this much of the burst. */
const ANALYSED_SECS = 2;
const FINAL_SECS = 0.2;
/** The last voiced frames straddle the voice's offset, where the pitch estimate slips. */
const OFFSET_SECS = 0.048;
const MIN_VOICED_FRAMES = 6;
const FRAME_STEP_SECS = HOP / ANALYSIS_RATE;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Where the judged ending stops: OFFSET_SECS before the last voiced frame, leaving out the frames of the last
 * voiced run that straddle the voice's offset, where the pitch estimate slips. A last run no longer than that
 * (a final syllable of three frames or so, "…to me.") is all offset and is kept whole: it is the ending itself.
 * Trimmed, it left the final window empty or nearly so, and the turn waited out the bound; Chromium's processed
 * microphone kept such a run voiced where the same synthetic speech fed directly often lost it.
 */
function judgedEnd(voiced: PitchFrame[]): number {
  const last = voiced.at(-1)!.time;
  let runStart = voiced.length - 1;
  while (runStart > 0 && voiced[runStart]!.time - voiced[runStart - 1]!.time <= FRAME_STEP_SECS * 1.5) runStart--;
  return last - voiced[runStart]!.time > OFFSET_SECS ? last - OFFSET_SECS : last;
}

/** The prosodic cues at the end of a burst of speech (mono floats). */
export function endingCues(burst: Float32Array, sampleRate: number): EndingCues {
  const voiced = trackPitch(burst, sampleRate).filter((frame) => frame.f0 !== null);
  if (voiced.length < MIN_VOICED_FRAMES) return { pitchFallSemitones: null, levelChangeDb: null, falling: false };
  const end = judgedEnd(voiced);
  const final = voiced.filter((frame) => frame.time > end - FINAL_SECS && frame.time <= end);
  const before = voiced.filter((frame) => frame.time <= end - FINAL_SECS);
  const reference = before.length >= 3 ? before : voiced;
  if (final.length === 0) return { pitchFallSemitones: null, levelChangeDb: null, falling: false };
  const pitchFallSemitones =
    12 * Math.log2(median(reference.map((frame) => frame.f0!)) / median(final.map((frame) => frame.f0!)));
  const decibels = (frames: typeof voiced) => median(frames.map((frame) => 20 * Math.log10(frame.rms)));
  const levelChangeDb = decibels(final) - decibels(reference);
  return {
    pitchFallSemitones,
    levelChangeDb,
    falling: pitchFallSemitones >= FALL_SEMITONES && levelChangeDb <= RISE_DB,
  };
}

export class TurnDetector {
  /** Recent audio as floats, newest last, for judging a burst's ending. */
  private readonly history: Float32Array;
  private written = 0;
  private readonly bytes = new S16leStreamReader();
  private burstStart = 0;
  private speechSeconds = 0;
  private deadline: { at: number; speechEnd: number; reason: 'falling-ending' | 'silence-limit' } | null = null;

  private constructor(
    private readonly vad: VoiceActivityDetector,
    private readonly settings: TurnSettings,
  ) {
    this.history = new Float32Array(Math.ceil((ANALYSED_SECS + settings.vad.stop_secs + 1) * vad.sampleRate));
  }

  static async create(settings: TurnSettings, sampleRate = 16000): Promise<TurnDetector> {
    return new TurnDetector(await VoiceActivityDetector.create(settings.vad, sampleRate), settings);
  }

  get sampleRate(): number {
    return this.vad.sampleRate;
  }

  /** Seconds of audio heard so far. */
  get position(): number {
    return this.written / this.sampleRate;
  }

  /** The VAD's state: anything but "quiet" means the user is, or may be starting to be, speaking. */
  get vadState(): VadState {
    return this.vad.state;
  }

  /** True from the first speech of a turn until the turn ends. */
  get inTurn(): boolean {
    return this.vad.isSpeaking || this.deadline !== null;
  }

  /** Feeds audio: s16le bytes (an odd byte waits for its pair), Int16 samples, or floats in −1..1. */
  push(pcm: Uint8Array | Int16Array | Float32Array): TurnEvent[] {
    const samples = pcm instanceof Float32Array ? pcm : this.toFloats(pcm);
    const events: TurnEvent[] = [];
    // 10 ms at a time, so a deadline that passes inside a long chunk is noticed before later speech.
    const step = this.sampleRate / 100;
    for (let offset = 0; offset < samples.length; offset += step) {
      const slice = samples.subarray(offset, Math.min(samples.length, offset + step));
      this.remember(slice);
      for (const event of this.vad.push(slice)) events.push(this.onVoiceActivity(event));
      const ended = this.checkDeadline();
      if (ended) events.push(ended);
    }
    return events;
  }

  /** Feeds `seconds` of silence: what a muted microphone (which sends nothing) stands for. */
  silence(seconds: number): TurnEvent[] {
    return this.push(new Float32Array(Math.round(seconds * this.sampleRate)));
  }

  dispose(): void {
    this.vad.dispose();
  }

  private onVoiceActivity(event: VadEvent): TurnEvent {
    if (event.type === 'started') {
      this.deadline = null;
      this.burstStart = event.at;
      return { type: 'speech-started', at: event.at, detectedAt: event.detectedAt };
    }
    this.speechSeconds += event.at - this.burstStart;
    const cues = endingCues(
      this.recall(Math.max(this.burstStart, event.at - ANALYSED_SECS), event.at),
      this.sampleRate,
    );
    const bound = this.settings.maxSilenceSecs;
    const early = cues.falling && this.settings.vad.stop_secs + YIELD_HOLD_SECS < bound;
    const wait = early ? this.settings.vad.stop_secs + YIELD_HOLD_SECS : bound;
    this.deadline = { at: event.at + wait, speechEnd: event.at, reason: early ? 'falling-ending' : 'silence-limit' };
    return {
      type: 'speech-stopped',
      at: event.at,
      detectedAt: event.detectedAt,
      cues,
      turnEndsAt: round(event.at + wait),
    };
  }

  private checkDeadline(): TurnEvent | null {
    if (!this.deadline || this.vad.state !== 'quiet' || this.position < this.deadline.at - 1e-9) return null;
    const { speechEnd, reason } = this.deadline;
    const speechSeconds = this.speechSeconds;
    this.deadline = null;
    this.speechSeconds = 0;
    return {
      type: 'turn-ended',
      at: speechEnd,
      detectedAt: round(this.position),
      speechSeconds: round(speechSeconds),
      reason,
    };
  }

  private toFloats(pcm: Uint8Array | Int16Array): Float32Array {
    return int16ToFloat(pcm instanceof Int16Array ? pcm : this.bytes.read(pcm));
  }

  private remember(samples: Float32Array): void {
    const size = this.history.length;
    for (let i = 0; i < samples.length; i++) this.history[(this.written + i) % size] = samples[i]!;
    this.written += samples.length;
  }

  /** The remembered audio between two times (seconds), as far as it is still held. */
  private recall(from: number, to: number): Float32Array {
    const size = this.history.length;
    const end = Math.min(this.written, Math.round(to * this.sampleRate));
    const start = Math.max(end - size, Math.round(from * this.sampleRate), 0);
    const out = new Float32Array(Math.max(0, end - start));
    for (let i = 0; i < out.length; i++) out[i] = this.history[(start + i) % size]!;
    return out;
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
