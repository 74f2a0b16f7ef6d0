import type { SamplingParams } from '../../contract/tts/sampling-params';
import type { AudioTask } from '../audio/workers/audio-tasks';
import type { AudioWorkerPool } from '../audio/workers/audio-worker-pool';
import type { AudioRunner } from '../audio/workers/audio-worker';
import { wavHeader } from '../../audio-formats/wav-file';
import { renderSettings, type RenderSettings } from './sampling';
import type { TtsVoiceSpec } from './tts-voices';

/**
 * The longest piece spoken as one task: a text with no sentence end (4,900 characters of it) would otherwise be
 * one task of minutes of audio, held whole in memory and keeping every other request waiting while it is spoken.
 */
export const MAX_SENTENCE_CHARACTERS = 240;

/** Sentences, so streaming can send the first one before the rest is synthesized; a longer one is cut at a space. */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?…]+[.!?…]+["'»”)]*\s*|[^.!?…]+$/g) ?? [text];
  return parts.flatMap((part) => cutLong(part.trim())).filter((part) => part.length > 0);
}

function cutLong(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_CHARACTERS) {
    const space = rest.lastIndexOf(' ', MAX_SENTENCE_CHARACTERS);
    const cut = space > 0 ? space : MAX_SENTENCE_CHARACTERS;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  pieces.push(rest);
  return pieces;
}

/** The worker task that speaks `text` in the voice, with render settings drawn once per request. */
function speakTask(
  text: string,
  voice: TtsVoiceSpec,
  settings: RenderSettings,
  sampleRate: number,
  kind: 'speak' | 'speak-pcm16' = 'speak',
): AudioTask {
  return {
    kind,
    text,
    language: voice.language,
    timbre: {
      meanF0: voice.pitch * 2 ** (settings.pitchSemitones / 12),
      formantRatio: voice.formantRatio,
      gender: voice.gender,
    },
    rate: settings.rate,
    range: settings.range,
    sampleRate,
  };
}

async function speak(worker: AudioRunner, task: AudioTask, request: object): Promise<Float32Array> {
  const result = await worker.run(task, request);
  if (result.kind !== 'samples') throw new Error('expected samples from the audio worker');
  return result.samples;
}

/**
 * Speech for a transcript, sentence by sentence, in the voice's language and character at the requested rate,
 * so a stream can send the first sentence before the rest is spoken. The sampling parameters are turned into
 * render settings once per request, so a seed fixes the whole take. Once the first sentence is spoken (alone,
 * so nothing competes with it for the cores before the first chunk), `ahead` more sentences are asked of the
 * worker while each one is sent: with a pool they are spoken on other cores, and still yielded in order (each
 * sentence starts from the same pristine state, so this never changes the samples). A consumer that stops
 * early leaves at most `ahead` sentences spoken for nothing.
 */
export async function* speakSentences(
  worker: AudioRunner,
  text: string,
  voice: TtsVoiceSpec,
  params: SamplingParams,
  sampleRate: number,
  ahead = 0,
): AsyncGenerator<Float32Array> {
  const settings = renderSettings(params);
  const tasks = splitSentences(text).map((sentence) => speakTask(sentence, voice, settings, sampleRate));
  const asked: (Promise<Float32Array> | undefined)[] = [];
  // This stream's sentences take turns with other requests' on a pool, one sentence each.
  const request = {};
  const askUpTo = (count: number) => {
    while (asked.length < Math.min(count, tasks.length)) {
      const speech = speak(worker, tasks[asked.length]!, request);
      // Marked handled: a consumer that stops early never awaits it, and its failure must not crash the process.
      speech.catch(() => undefined);
      asked.push(speech);
    }
  };
  for (let index = 0; index < tasks.length; index++) {
    askUpTo(index + 1);
    const samples = await asked[index]!;
    asked[index] = undefined;
    askUpTo(index + 1 + ahead);
    yield samples;
  }
}

/** Characters per part of a long transcript: enough to keep the per-part cost (a state restore, a message) small. */
const PART_CHARACTERS = 400;

/** Whole sentences grouped into parts of at least PART_CHARACTERS: a function of the text alone, never of the machine. */
export function splitParts(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    current = current ? `${current} ${sentence}` : sentence;
    if (current.length >= PART_CHARACTERS) {
      parts.push(current);
      current = '';
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * A transcript as a WAV file (tts/bytes): its parts spoken on every core at once as eSpeak's own 16-bit samples,
 * then laid end to end behind one header. The parts depend on the text only, so a seed still fixes every byte.
 */
export async function speakWav(
  pool: AudioWorkerPool,
  text: string,
  voice: TtsVoiceSpec,
  params: SamplingParams,
  sampleRate: number,
): Promise<Buffer> {
  const settings = renderSettings(params);
  const results = await pool.runAll(
    splitParts(text).map((part) => speakTask(part, voice, settings, sampleRate, 'speak-pcm16')),
  );
  const pcm = results.map((result) => {
    if (result.kind !== 'pcm16') throw new Error('expected 16-bit samples from the audio worker');
    return Buffer.from(result.pcm.buffer, result.pcm.byteOffset, result.pcm.byteLength);
  });
  const dataBytes = pcm.reduce((sum, part) => sum + part.length, 0);
  return Buffer.concat([wavHeader(dataBytes, sampleRate), ...pcm]);
}
