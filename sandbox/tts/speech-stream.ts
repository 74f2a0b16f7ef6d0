import type { SamplingParams } from '../../contract/tts/sampling-params';
import type { AudioTask } from '../audio/audio-tasks';
import type { AudioWorker } from '../audio/audio-worker';
import { renderSettings, type RenderSettings } from './sampling';
import type { TtsVoiceSpec } from './tts-voices';

/** Sentences, so streaming can send the first one before the rest is synthesized. */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?…]+[.!?…]+["'»”)]*\s*|[^.!?…]+$/g) ?? [text];
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The worker task that speaks `text` in the voice, with render settings drawn once per request. */
function speakTask(text: string, voice: TtsVoiceSpec, settings: RenderSettings, sampleRate: number): AudioTask {
  return {
    kind: 'speak',
    text,
    language: voice.language,
    timbre: { meanF0: voice.pitch * 2 ** (settings.pitchSemitones / 12), formantRatio: voice.formantRatio, gender: voice.gender },
    rate: settings.rate,
    range: settings.range,
    sampleRate,
  };
}

async function speak(worker: AudioWorker, task: AudioTask): Promise<Float32Array> {
  const result = await worker.run(task);
  if (result.kind !== 'samples') throw new Error('expected samples from the audio worker');
  return result.samples;
}

/**
 * Speech for a transcript, sentence by sentence, in the voice's language and character at the requested rate,
 * so a stream can send the first sentence before the rest is spoken. The sampling parameters are turned into
 * render settings once per request, so a seed fixes the whole take.
 */
export async function* speakSentences(
  worker: AudioWorker,
  text: string,
  voice: TtsVoiceSpec,
  params: SamplingParams,
  sampleRate: number,
): AsyncGenerator<Float32Array> {
  const settings = renderSettings(params);
  for (const sentence of splitSentences(text)) yield await speak(worker, speakTask(sentence, voice, settings, sampleRate));
}

/** The whole transcript in one synthesis (tts/bytes): one trip to the worker, one eSpeak call. */
export function speakWhole(worker: AudioWorker, text: string, voice: TtsVoiceSpec, params: SamplingParams, sampleRate: number): Promise<Float32Array> {
  return speak(worker, speakTask(text, voice, renderSettings(params), sampleRate));
}
