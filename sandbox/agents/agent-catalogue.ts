import { TTS_VOICES, type TtsVoiceSpec } from '../tts/tts-voices';

/** Server-configured prompts a launch can name instead of a system prompt (docs/service-api.md#launch). */
export const AGENT_PRESETS: Record<string, { prompt: string }> = {
  concierge: { prompt: 'You are the Voice Studio concierge. Be brief, warm and practical.' },
  'weather-desk': {
    prompt: 'You are the weather desk. You answer questions about the weather, using the tools you are given.',
  },
};

/** Agents speak with the real-time TTS voices; every key may use all of them in the sandbox. */
export const AGENT_VOICES = (['en-rt', 'ua-rt'] as const).flatMap((variant) =>
  TTS_VOICES[variant].map((voice) => ({
    voice,
    entry: { id: voice.id, language: voice.language, scales_to_zero: variant === 'ua-rt' },
  })),
);

export const DEFAULT_AGENT_VOICE = 'samantha';

export const agentVoice = (id: string): TtsVoiceSpec | undefined =>
  AGENT_VOICES.find(({ voice }) => voice.id === id)?.voice;
