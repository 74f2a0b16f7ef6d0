import type { SamplingParams } from '../../contract/tts/sampling-params';
import type { TtsVariant } from '../../contract/tts/requests';
import type { SynthesisLanguage } from '../audio/synthesis/synthesis';

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

/**
 * The defaults the public voice list shows (docs/service-api.md#voices-and-sampling-parameters), for the voices it
 * names.
 */
const SAMANTHA: SamplingParams = {
  temperature: 0.6,
  top_k: -1,
  top_p: 0.8,
  min_p: 0,
  presence_penalty: 0,
  repetition_penalty: 2,
  frequency_penalty: 2,
};
const AMARA: SamplingParams = {
  temperature: 0.7,
  top_k: 66,
  top_p: 0.8,
  min_p: 0,
  presence_penalty: 0,
  repetition_penalty: 1.4,
  frequency_penalty: 0.8,
};
const VOLODYMYR: SamplingParams = { ...defaults(0.4), min_p: 1 };

type Shape = Omit<TtsVoiceSpec, 'sampling_params' | 'language'> & { sampling_params?: SamplingParams };
const voices = (language: TtsVoiceSpec['language'], list: Shape[]): TtsVoiceSpec[] =>
  list.map((voice) => ({ sampling_params: defaults(0.5), ...voice, language }));

/**
 * Voice ids follow the real service's, so code copied from its examples and older docs runs here
 * (docs/service-api.md#voices-and-sampling-parameters): samantha, amara, volodymyr and marta on en-rt and
 * olesia-conversation on ua-rt are verified; the others come from public third-party lists. mariia-audiobook is the
 * sandbox's own.
 */
export const TTS_VOICES: Record<TtsVariant, TtsVoiceSpec[]> = {
  'en-rt': voices('en', [
    {
      id: 'samantha',
      full_name: 'Samantha',
      gender: 'female',
      accent: 'American',
      age: 'adult',
      sampling_params: SAMANTHA,
      pitch: 205,
      formantRatio: 1.12,
    },
    {
      id: 'amara',
      full_name: 'Amara',
      gender: 'female',
      accent: 'Indian',
      age: 'young',
      sampling_params: AMARA,
      pitch: 225,
      formantRatio: 1.14,
    },
    {
      id: 'volodymyr',
      full_name: 'Volodymyr',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'adult',
      sampling_params: VOLODYMYR,
      pitch: 110,
      formantRatio: 0.98,
    },
    {
      id: 'marta',
      full_name: 'Marta',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'adult',
      pitch: 200,
      formantRatio: 1.1,
    },
    {
      id: 'neve',
      full_name: 'Neve',
      gender: 'female',
      accent: 'British',
      age: 'young',
      sampling_params: defaults(0.6),
      pitch: 215,
      formantRatio: 1.13,
    },
    {
      id: 'gregory',
      full_name: 'Gregory',
      gender: 'male',
      accent: 'British',
      age: 'senior',
      sampling_params: defaults(0.4),
      pitch: 100,
      formantRatio: 0.96,
    },
    {
      id: 'vincent',
      full_name: 'Vincent',
      gender: 'male',
      accent: 'American',
      age: 'adult',
      pitch: 118,
      formantRatio: 1.0,
    },
  ]),
  'ua-rt': voices('uk', [
    {
      id: 'olesia-conversation',
      full_name: 'Olesia (conversation)',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'adult',
      pitch: 210,
      formantRatio: 1.12,
    },
    {
      id: 'olesia-rozmova',
      full_name: 'Olesia (rozmova)',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'adult',
      pitch: 210,
      formantRatio: 1.12,
    },
    {
      id: 'olesia-media',
      full_name: 'Olesia (media)',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'adult',
      sampling_params: defaults(0.4),
      pitch: 205,
      formantRatio: 1.12,
    },
    {
      id: 'olesia-ogoloshennia',
      full_name: 'Olesia (ogoloshennia)',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'adult',
      sampling_params: defaults(0.3),
      pitch: 200,
      formantRatio: 1.12,
    },
    {
      id: 'mariia-audiobook',
      full_name: 'Mariia (audiobook)',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'senior',
      sampling_params: defaults(0.3),
      pitch: 190,
      formantRatio: 1.08,
    },
    {
      id: 'mariia-audioknyha',
      full_name: 'Mariia (audioknyha)',
      gender: 'female',
      accent: 'Ukrainian',
      age: 'senior',
      sampling_params: defaults(0.3),
      pitch: 190,
      formantRatio: 1.08,
    },
    {
      id: 'oleksandr-radio',
      full_name: 'Oleksandr (radio)',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'adult',
      sampling_params: defaults(0.6),
      pitch: 112,
      formantRatio: 1.0,
    },
    {
      id: 'oleksandr-reklama',
      full_name: 'Oleksandr (reklama)',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'adult',
      sampling_params: defaults(0.7),
      pitch: 115,
      formantRatio: 1.0,
    },
    {
      id: 'yevhen-reklama',
      full_name: 'Yevhen (reklama)',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'young',
      sampling_params: defaults(0.7),
      pitch: 125,
      formantRatio: 1.02,
    },
    {
      id: 'yevhen-audioknyha',
      full_name: 'Yevhen (audioknyha)',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'young',
      sampling_params: defaults(0.3),
      pitch: 122,
      formantRatio: 1.02,
    },
    {
      id: 'dmitro-rozmova',
      full_name: 'Dmitro (rozmova)',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'adult',
      pitch: 105,
      formantRatio: 0.98,
    },
    {
      id: 'ihoreo-rozmova',
      full_name: 'Ihor (rozmova)',
      gender: 'male',
      accent: 'Ukrainian',
      age: 'senior',
      pitch: 98,
      formantRatio: 0.96,
    },
  ]),
};

export const listForm = ({ id, full_name, gender, accent, age, sampling_params }: TtsVoiceSpec) => ({
  id,
  full_name,
  gender,
  accent,
  age,
  sampling_params,
});
