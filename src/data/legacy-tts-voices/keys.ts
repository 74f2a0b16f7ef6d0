/** One root for /api/tts-voices (read-only: the voices of the deprecated text-to-speech recording form). */
export const legacyTtsVoiceKeys = { all: ['legacy-tts-voices'] as const };
