import type { TtsVariant } from '@contract/tts/requests';

/** The real-time TTS resource (through the proxy's /tts key routes): one key root. */
export const ttsKeys = {
  all: ['tts'] as const,
  voices: (variant: TtsVariant) => [...ttsKeys.all, 'voices', variant] as const,
};
