import type { SpokenVoice } from '../audio/synthesis/converted-speech';
import type { AccentSpec, CatalogueVoice, StyleSpec } from './voice-catalogue';

/** The mean f0 a conversion aims at: the voice's pitch, moved by the accent's shift and the user's correction. */
export function targetF0(
  voice: Pick<CatalogueVoice, 'pitch'>,
  accent: AccentSpec | undefined,
  semitones: number,
): number {
  return (voice.pitch ?? 150) * 2 ** (((accent?.shiftSemitones ?? 0) + semitones) / 12);
}

/**
 * A catalogue voice as signal parameters for the audio engine (which knows no catalogue): with a narration style, an accent and the user's correction: eSpeak's pace and intonation
 * range from the style, then the pitch (the style's shift included) and the character the conversion gives.
 */
export function voiceRendering(
  voice: CatalogueVoice,
  options: { style?: StyleSpec | undefined; accent?: AccentSpec | undefined; semitones?: number } = {},
): SpokenVoice {
  const semitones = (options.semitones ?? 0) + (options.style?.pitchShift ?? 0);
  return {
    gender: voice.gender === 'female' ? 'female' : 'male',
    rate: options.style?.rate ?? 170,
    range: options.style?.range ?? 50,
    targetF0: targetF0(voice, options.accent, semitones),
    formantRatio: voice.formantRatio,
  };
}
