import { SamplingParams } from '@contract/tts/sampling-params';
import {
  DEFAULT_SAMPLE_RATE,
  TRANSCRIPT_MAX,
  type StreamingEncoding,
  type TtsVariant,
  type TtsVoice,
  type VoiceRequest,
} from '@contract/tts/requests';
import type { StreamRoute } from '@/data/tts/speech-stream';

/**
 * The sampling parameters (docs/service-api.md#voices-and-sampling-parameters) with the rule the document gives for
 * each, shown on its field.
 */
export const SAMPLING_FIELDS = [
  {
    key: 'temperature',
    label: 'Temperature',
    rule: '0 or more (smaller is more stable, less expressive)',
    min: 0,
    step: 0.05,
  },
  { key: 'top_k', label: 'Top k', rule: '-1 (off) or a whole number above 0', min: -1, step: 1 },
  { key: 'top_p', label: 'Top p', rule: 'above 0 and at most 1', min: 0, max: 1, step: 0.05 },
  { key: 'min_p', label: 'Min p', rule: '0 to 1', min: 0, max: 1, step: 0.01 },
  { key: 'presence_penalty', label: 'Presence penalty', rule: '0 to 2', min: 0, max: 2, step: 0.1 },
  { key: 'repetition_penalty', label: 'Repetition penalty', rule: '1 to 2', min: 1, max: 2, step: 0.1 },
  { key: 'frequency_penalty', label: 'Frequency penalty', rule: '0 to 2', min: 0, max: 2, step: 0.1 },
] as const;
export type SamplingKey = (typeof SAMPLING_FIELDS)[number]['key'];
export type SamplingTexts = Record<SamplingKey, string>;

export const SAMPLE_RATES = [8000, 16000, 22050, 24000, 44100, 48000] as const;
export const ENCODINGS: ReadonlyArray<readonly [StreamingEncoding, string]> = [
  ['pcm_f32le', '32-bit float (pcm_f32le)'],
  ['pcm_s16le', '16-bit integer (pcm_s16le)'],
  ['pcm_mulaw', 'µ-law (pcm_mulaw)'],
];

export type GenerationMode = 'bytes' | 'stream';

/** The playground's form as typed: numbers stay text until checked, so a bad value is shown, not lost. */
export type PlaygroundSettings = {
  variant: TtsVariant;
  voiceId: string;
  transcript: string;
  sampling: SamplingTexts;
  seed: string;
  sampleRate: number;
  encoding: StreamingEncoding;
  mode: GenerationMode;
  route: StreamRoute;
};

export const EMPTY_SAMPLING: SamplingTexts = Object.fromEntries(
  SAMPLING_FIELDS.map(({ key }) => [key, '']),
) as SamplingTexts;

export const INITIAL_SETTINGS: PlaygroundSettings = {
  variant: 'en-rt',
  voiceId: '',
  transcript: '',
  sampling: EMPTY_SAMPLING,
  seed: '',
  sampleRate: DEFAULT_SAMPLE_RATE,
  encoding: 'pcm_f32le',
  mode: 'stream',
  route: 'websocket',
};

/** A voice's defaults as field texts (a parameter the voice does not list stays empty: the service decides). */
export function voiceDefaults(voice: TtsVoice | undefined): SamplingTexts {
  const params = voice?.sampling_params ?? {};
  return Object.fromEntries(
    SAMPLING_FIELDS.map(({ key }) => [
      key,
      params[key] === null || params[key] === undefined ? '' : String(params[key]),
    ]),
  ) as SamplingTexts;
}

const sameValue = (a: string, b: string) =>
  a.trim() === b.trim() || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

/**
 * The sampling fields that differ from the voice's defaults, plus a seed (the voice has none): what the folded
 * "Advanced" section counts, so a changed value is never hidden from the user.
 */
export function changedSampling(
  settings: Pick<PlaygroundSettings, 'sampling' | 'seed'>,
  voice: TtsVoice | undefined,
): string[] {
  const defaults = voiceDefaults(voice);
  const changed: string[] = SAMPLING_FIELDS.filter(({ key }) => !sameValue(settings.sampling[key], defaults[key])).map(
    ({ label }) => label,
  );
  if (settings.seed.trim() !== '') changed.push('Seed');
  return changed;
}

export type SettingsErrors = Partial<Record<SamplingKey | 'seed' | 'transcript' | 'voiceId', string>>;

const numberOf = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : 'invalid';
};

/**
 * Every documented bound, checked on its own field before any request: the contract's schema decides, the
 * document's rule is the message. Also the transcript (1 to 5,000 characters) and a whole-number seed.
 */
export function settingsErrors(settings: PlaygroundSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const { key, rule } of SAMPLING_FIELDS) {
    const value = numberOf(settings.sampling[key]);
    if (value === 'invalid') errors[key] = 'Enter a number';
    else if (value !== null && !SamplingParams.shape[key].safeParse(value).success) errors[key] = `Must be ${rule}`;
  }
  const seed = numberOf(settings.seed);
  if (seed === 'invalid' || (seed !== null && !SamplingParams.shape.seed.safeParse(seed).success))
    errors.seed = 'Must be a whole number';
  if (settings.transcript.trim().length === 0) errors.transcript = 'Type the text to speak';
  else if (settings.transcript.length > TRANSCRIPT_MAX)
    errors.transcript = `At most ${TRANSCRIPT_MAX.toLocaleString('en')} characters`;
  if (!settings.voiceId) errors.voiceId = 'Choose a voice';
  return errors;
}

/** The parameters as sent: only filled fields (they override the voice's defaults field by field). */
export function samplingParams(settings: Pick<PlaygroundSettings, 'sampling' | 'seed'>): SamplingParams {
  const params: Record<string, number> = {};
  for (const { key } of SAMPLING_FIELDS) {
    const value = numberOf(settings.sampling[key]);
    if (typeof value === 'number') params[key] = value;
  }
  const seed = numberOf(settings.seed);
  if (typeof seed === 'number') params.seed = seed;
  return params as SamplingParams;
}

export function voiceRequest(settings: PlaygroundSettings): VoiceRequest {
  const params = samplingParams(settings);
  return { id: settings.voiceId, ...(Object.keys(params).length > 0 ? { sampling_params: params } : {}) };
}

/** Settings back from what was sent (history's "reuse the settings"). */
export function settingsFrom(saved: SavedSettings): PlaygroundSettings {
  const sampling = { ...EMPTY_SAMPLING };
  for (const { key } of SAMPLING_FIELDS)
    if (typeof saved.sampling[key] === 'number') sampling[key] = String(saved.sampling[key]);
  return {
    variant: saved.variant,
    voiceId: saved.voiceId,
    transcript: saved.transcript,
    sampling,
    seed: typeof saved.sampling.seed === 'number' ? String(saved.sampling.seed) : '',
    sampleRate: saved.sampleRate,
    encoding: saved.encoding,
    mode: saved.mode,
    route: saved.route,
  };
}

/** What a generation was made with, in sent form, as the history keeps it. */
export type SavedSettings = Omit<PlaygroundSettings, 'sampling' | 'seed'> & { sampling: SamplingParams };

export const savedSettings = (settings: PlaygroundSettings): SavedSettings => {
  const { sampling: _texts, seed: _seed, ...rest } = settings;
  return { ...rest, sampling: samplingParams(settings) };
};
