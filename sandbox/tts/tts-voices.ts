import type { SamplingParams } from '../../contract/tts/sampling-params';
import type { TtsVariant } from '../../contract/tts/requests';
import type { SynthesisLanguage } from '../audio/synthesis';

/** A real-time TTS voice: its list form plus how the sandbox's engine renders it. */
export type TtsVoiceSpec = {
  id: string;
  full_name: string;
  gender: 'female' | 'male';
  accent: string;
  age: string;
  sampling_params: SamplingParams;
  language: SynthesisLanguage;
  /** Mean f0 the voice speaks at, and its formant character (see voice-conversion.ts). */
  pitch: number;
  formantRatio: number;
};

const defaults = (temperature: number, topP = 0.8): SamplingParams => ({
  temperature,
  top_k: -1,
  top_p: topP,
  min_p: 0,
  presence_penalty: 0,
  repetition_penalty: 1.2,
  frequency_penalty: 0,
});

/** Voice ids follow the real service's (api-facts §5.2) so clients written for it work here. */
export const TTS_VOICES: Record<TtsVariant, TtsVoiceSpec[]> = {
  'en-rt': [
    { id: 'samantha', full_name: 'Samantha', gender: 'female', accent: 'American', age: 'adult', sampling_params: defaults(0.6), language: 'en', pitch: 205, formantRatio: 1.12 },
    { id: 'amara', full_name: 'Amara', gender: 'female', accent: 'Indian', age: 'young', sampling_params: defaults(0.7), language: 'en', pitch: 225, formantRatio: 1.14 },
    { id: 'gregory', full_name: 'Gregory', gender: 'male', accent: 'British', age: 'senior', sampling_params: defaults(0.4), language: 'en', pitch: 100, formantRatio: 0.96 },
    { id: 'vincent', full_name: 'Vincent', gender: 'male', accent: 'American', age: 'adult', sampling_params: defaults(0.5), language: 'en', pitch: 118, formantRatio: 1.0 },
  ],
  'ua-rt': [
    { id: 'olesia-conversation', full_name: 'Olesia (conversation)', gender: 'female', accent: 'Ukrainian', age: 'adult', sampling_params: defaults(0.5), language: 'uk', pitch: 210, formantRatio: 1.12 },
    { id: 'mariia-audiobook', full_name: 'Mariia (audiobook)', gender: 'female', accent: 'Ukrainian', age: 'senior', sampling_params: defaults(0.3), language: 'uk', pitch: 190, formantRatio: 1.08 },
    { id: 'oleksandr-radio', full_name: 'Oleksandr (radio)', gender: 'male', accent: 'Ukrainian', age: 'adult', sampling_params: defaults(0.6), language: 'uk', pitch: 112, formantRatio: 1.0 },
  ],
};

export const listForm = ({ id, full_name, gender, accent, age, sampling_params }: TtsVoiceSpec) => ({ id, full_name, gender, accent, age, sampling_params });
