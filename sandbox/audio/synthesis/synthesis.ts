import { espeakRuntime, TEXT_LIMIT } from './espeak-runtime';
import { timbreVariant, type VoiceTimbre } from './voice-timbre';
import { seededRandom } from './seeded-random';
import { concatSamples } from '../../../audio-formats/concat-samples';
import { int16ToFloat } from '../../../audio-formats/pcm-encodings';

/**
 * Speech synthesis with eSpeak NG: formant synthesis, intelligible and fully offline, nothing like the service's
 * neural voices. English and Ukrainian. The same text and options always give the same samples (see
 * espeak-runtime.ts), which is what the TTS API's `seed` promises; `seed` with `variation` draws small,
 * repeatable differences of pitch, intonation and pace, so two seeds sound like two takes.
 *
 * Async and self-contained: it loads the wasm module on first use and can run in a worker thread as it is.
 */
export type SynthesisLanguage = 'en' | 'uk';

export type SynthesisOptions = {
  language: SynthesisLanguage;
  /** Picks eSpeak's variant for the gender: the plain voice for male, "f2" for female. */
  gender?: 'male' | 'female';
  /** An eSpeak voice variant (m1–m8, f1–f5, klatt, whisper, croak…); overrides `gender`. */
  variant?: string;
  /** Words per minute, 80–450 (eSpeak's 175 is a normal pace). */
  rate?: number;
  /** Base pitch 0–100 (eSpeak's scale; 50 is the voice's default). */
  pitch?: number;
  /** Intonation range 0–100: 0 is a monotone, 50 normal, 100 very expressive. */
  range?: number;
  /** Seed of the variation; the same seed gives the same take. */
  seed?: number | null;
  /** Depth of the seeded variation, 0 (none, the default) to 1 (up to ±10 pitch, ±15 range, ±8% pace). */
  variation?: number;
  /** A voice's own pitch and formants, spoken by eSpeak through a variant (voice-timbre.ts); overrides `variant`. */
  timbre?: VoiceTimbre;
};

export const SYNTHESIS_RATE = 22050;

const LANGUAGE_VOICE: Record<SynthesisLanguage, string> = { en: 'en-us', uk: 'uk' };
const VARIANT = /^[a-z][a-z0-9]{0,15}$/i;

export type ProsodySettings = { rate: number; pitch: number; range: number };

/** The variation hook: prosody moved by amounts drawn from the seed, scaled by `amount` (0–1). */
export function varyProsody(settings: ProsodySettings, seed: number, amount: number): ProsodySettings {
  const depth = Math.max(0, Math.min(1, amount));
  if (depth === 0) return settings;
  const random = seededRandom(seed);
  const spread = () => (random() - 0.5) * 2 * depth;
  return {
    pitch: settings.pitch + 10 * spread(),
    range: settings.range + 15 * spread(),
    rate: settings.rate * (1 + 0.08 * spread()),
  };
}

/** The eSpeak voice name for the options, e.g. "en-us+f2". */
export function voiceName(options: Pick<SynthesisOptions, 'language' | 'gender' | 'variant'>): string {
  const base = LANGUAGE_VOICE[options.language];
  if (options.variant !== undefined) {
    if (!VARIANT.test(options.variant)) throw new RangeError(`Invalid eSpeak variant "${options.variant}"`);
    return `${base}+${options.variant}`;
  }
  return options.gender === 'female' ? `${base}+f2` : base;
}

/** Text in pieces eSpeak takes in one call (at most `limit` characters), cut after sentences or else words. */
export function splitForSynthesis(text: string, limit = Math.floor(TEXT_LIMIT / 4) - 16): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const cut = window.search(/[.!?…][^.!?…]*$/) + 1 || window.lastIndexOf(' ') + 1 || limit;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Speaks `text`; returns mono float samples at SYNTHESIS_RATE (22,050 Hz). */
export async function synthesize(text: string, options: SynthesisOptions): Promise<Float32Array> {
  return int16ToFloat(await synthesizePcm16(text, options));
}

/** Speaks `text` as eSpeak's own 16-bit samples at SYNTHESIS_RATE, for a WAV that needs no conversion at all. */
export async function synthesizePcm16(text: string, options: SynthesisOptions): Promise<Int16Array> {
  const runtime = await espeakRuntime();
  if (runtime.sampleRate !== SYNTHESIS_RATE)
    throw new Error(`eSpeak NG runs at ${runtime.sampleRate} Hz, not ${SYNTHESIS_RATE} Hz`);
  const base: ProsodySettings = { rate: options.rate ?? 175, pitch: options.pitch ?? 50, range: options.range ?? 50 };
  const varied =
    options.seed !== undefined && options.seed !== null
      ? varyProsody(base, options.seed, options.variation ?? 0)
      : base;
  const range = clamp(varied.range, 0, 100);
  let voice = voiceName(options);
  if (options.timbre) {
    const variant = timbreVariant(options.timbre, range);
    runtime.defineVariant(variant.name, variant.definition);
    voice = voiceName({ language: options.language, variant: variant.name });
  }
  const settings = { voice, rate: clamp(varied.rate, 80, 450), pitch: clamp(varied.pitch, 0, 100), range };
  const parts = splitForSynthesis(text).map((piece) => runtime.speak(piece, settings));
  return concatSamples(parts, Int16Array);
}

/** Ukrainian when most letters are Cyrillic, English otherwise (the two languages the sandbox speaks). */
export function detectLanguage(text: string): SynthesisLanguage {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cyrillic = letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter)).length;
  return letters.length > 0 && cyrillic / letters.length > 0.5 ? 'uk' : 'en';
}
