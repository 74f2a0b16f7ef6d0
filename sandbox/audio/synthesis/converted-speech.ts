import { synthesize, SYNTHESIS_RATE, type SynthesisLanguage } from './synthesis';
import { convertVoice } from '../conversion/voice-conversion';

/** The signal parameters of a spoken voice: eSpeak's variant, pace and range, then the conversion's target. */
export type SpokenVoice = {
  gender: 'male' | 'female';
  rate: number;
  range: number;
  targetF0: number;
  formantRatio: number;
};

/**
 * Text spoken by eSpeak, then moved by the voice conversion to the target pitch and character. Returns
 * 22,050 Hz mono samples.
 */
export async function speakConverted(
  text: string,
  language: SynthesisLanguage,
  voice: SpokenVoice,
): Promise<{ samples: Float32Array; sampleRate: number }> {
  const speech = await synthesize(text, { language, gender: voice.gender, rate: voice.rate, range: voice.range });
  const samples = convertVoice(speech, SYNTHESIS_RATE, {
    sourceF0: null,
    targetF0: voice.targetF0,
    formantRatio: voice.formantRatio,
  });
  return { samples, sampleRate: SYNTHESIS_RATE };
}
