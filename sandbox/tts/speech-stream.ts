import type { SamplingParams } from '../../contract/tts/sampling-params';
import type { AudioWorker } from '../audio/audio-worker';
import { renderSettings } from './sampling';
import type { TtsVoiceSpec } from './tts-voices';

/** Sentences, so streaming can send the first one before the rest is synthesized. */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?…]+[.!?…]+["'»”)]*\s*|[^.!?…]+$/g) ?? [text];
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/**
 * Speech for a transcript, sentence by sentence, in the voice's language and character at the requested rate.
 * The sampling parameters are turned into render settings once per request, so a seed fixes the whole take.
 */
export async function* speakSentences(
  worker: AudioWorker,
  text: string,
  voice: TtsVoiceSpec,
  params: SamplingParams,
  sampleRate: number,
): AsyncGenerator<Float32Array> {
  const settings = renderSettings(params);
  for (const sentence of splitSentences(text)) {
    const result = await worker.run({
      kind: 'speak',
      text: sentence,
      language: voice.language,
      gender: voice.gender,
      rate: settings.rate,
      range: settings.range,
      targetF0: voice.pitch * 2 ** (settings.pitchSemitones / 12),
      formantRatio: voice.formantRatio,
      sampleRate,
    });
    if (result.kind !== 'samples') throw new Error('expected samples from the audio worker');
    yield result.samples;
  }
}
