import { detectLanguage, synthesize, SYNTHESIS_RATE, type SynthesisLanguage } from '../audio/synthesis';
import { convertVoice } from '../audio/voice-conversion';
import type { AccentSpec, CatalogueVoice, StyleSpec } from './voice-catalogue';

/** The mean f0 a conversion aims at: the voice's pitch, moved by the accent's shift and the user's correction. */
export function targetF0(voice: Pick<CatalogueVoice, 'pitch'>, accent: AccentSpec | undefined, semitones: number): number {
  return (voice.pitch ?? 150) * 2 ** (((accent?.shiftSemitones ?? 0) + semitones) / 12);
}

/**
 * Text in a catalogue voice: eSpeak speaks it with the narration style's pace and intonation range, then the
 * voice conversion moves it to the voice's pitch and character. Returns 22,050 Hz mono samples.
 */
export async function speakAsVoice(
  text: string,
  voice: CatalogueVoice,
  options: { style?: StyleSpec | undefined; language?: SynthesisLanguage | undefined; accent?: AccentSpec | undefined; semitones?: number },
): Promise<{ samples: Float32Array; sampleRate: number }> {
  const style = options.style;
  const speech = await synthesize(text, {
    language: options.language ?? detectLanguage(text),
    gender: voice.gender ?? 'male',
    rate: style?.rate ?? 170,
    range: style?.range ?? 50,
  });
  const semitones = (options.semitones ?? 0) + (style?.pitchShift ?? 0);
  const samples = convertVoice(speech, SYNTHESIS_RATE, {
    sourceF0: null,
    targetF0: targetF0(voice, options.accent, semitones),
    formantRatio: voice.formantRatio,
  });
  return { samples, sampleRate: SYNTHESIS_RATE };
}
