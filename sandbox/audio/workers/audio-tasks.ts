import type { AudioContainer } from '../../../audio-formats/audio-container';
import { speakConverted, type SpokenVoice } from '../synthesis/converted-speech';
import { AudioDecodeError } from '../files/decode';
import { computePeaks } from '../files/peaks';
import { resample } from '../dsp/resample';
import { scanAudioFile } from '../files/scan-audio';
import {
  detectLanguage,
  synthesize,
  synthesizePcm16,
  SYNTHESIS_RATE,
  type SynthesisLanguage,
} from '../synthesis/synthesis';
import { convertVoiceFile } from '../conversion/voice-conversion-file';
import type { ConversionTarget } from '../conversion/voice-conversion';
import type { VoiceTimbre } from '../synthesis/voice-timbre';
import { floatToS16le } from '../../../audio-formats/pcm-encodings';
import { encodeWav } from '../../../audio-formats/wav-file';

/** The heavy audio work of jobs, TTS and agents, as plain data in and out so it runs in an audio worker thread. */
export type AudioTask =
  /** Written to `outputPath` (a temporary name the caller then moves into place), never held whole in memory. */
  | { kind: 'convert-speech'; sourcePath: string; outputPath: string; target: ConversionTarget }
  | { kind: 'convert-text'; text: string; language: string | null; voice: SpokenVoice }
  | { kind: 'synthesize-original'; text: string; language: string | null }
  | { kind: 'scan'; sourcePath: string; pitch: boolean }
  | {
      kind: 'speak' | 'speak-pcm16';
      text: string;
      language: SynthesisLanguage;
      timbre: VoiceTimbre;
      rate: number;
      range: number;
      sampleRate: number;
    }
  | { kind: 'warm-up' };

export type AudioResult =
  | { kind: 'audio'; wav: Uint8Array; peaks: string; duration: number; f0: number | null }
  /** Audio the worker wrote itself: a WAV of `bytes` bytes at `path`. */
  | { kind: 'audio-file'; path: string; bytes: number; peaks: string; duration: number; f0: number | null }
  | {
      kind: 'scan';
      container: AudioContainer;
      duration: number;
      peaks: string;
      meanF0: number | null;
      voicedSeconds: number;
    }
  /** A file the engine cannot decode, as data rather than an error, so the caller can tell it from a crash. */
  | { kind: 'undecodable'; message: string; tooLong: boolean }
  | { kind: 'samples'; samples: Float32Array; sampleRate: number }
  | { kind: 'pcm16'; pcm: Int16Array; sampleRate: number }
  | { kind: 'ready' };

/** Speech a new thread speaks before its first task: long and varied enough to get eSpeak's hot code optimised. */
const WARM_UP_TEXT =
  'The studio keeps every take in its folder, and each conversion waits for its original. Voices differ in pitch, ' +
  'pace and character; the sandbox speaks them offline, quickly, and the same way every time. Numbers like 1,250 ' +
  'and dates like 3 March 2024 are read out too!';

/** The highest rate conversions are written at; higher-rate uploads are resampled down. */
const MAX_OUTPUT_RATE = 48000;

function audioResult(samples: Float32Array, sampleRate: number, f0: number | null): AudioResult {
  return {
    kind: 'audio',
    wav: encodeWav(samples, sampleRate),
    peaks: JSON.stringify(computePeaks(samples, sampleRate)),
    duration: samples.length / sampleRate,
    f0,
  };
}

const language = (text: string, requested: string | null): SynthesisLanguage =>
  requested === 'uk' || requested === 'en' ? requested : detectLanguage(text);

export async function runAudioTask(task: AudioTask): Promise<AudioResult> {
  switch (task.kind) {
    case 'convert-speech': {
      const result = await convertVoiceFile(task.sourcePath, task.outputPath, task.target, {
        maxSampleRate: MAX_OUTPUT_RATE,
      });
      return {
        kind: 'audio-file',
        path: task.outputPath,
        bytes: result.bytes,
        peaks: JSON.stringify(result.peaks),
        duration: result.duration,
        f0: task.target.targetF0,
      };
    }
    case 'convert-text': {
      const audio = await speakConverted(task.text, language(task.text, task.language), task.voice);
      return audioResult(audio.samples, audio.sampleRate, task.voice.targetF0);
    }
    case 'synthesize-original': {
      const samples = await synthesize(task.text, { language: language(task.text, task.language) });
      return audioResult(samples, SYNTHESIS_RATE, null);
    }
    case 'speak': {
      // The voice's pitch and formants come from eSpeak itself (voice-timbre.ts): no conversion afterwards.
      const speech = await synthesize(task.text, {
        language: task.language,
        timbre: task.timbre,
        rate: task.rate,
        range: task.range,
      });
      const samples = task.sampleRate === SYNTHESIS_RATE ? speech : resample(speech, SYNTHESIS_RATE, task.sampleRate);
      return { kind: 'samples', samples, sampleRate: task.sampleRate };
    }
    case 'speak-pcm16': {
      // A WAV's samples: at eSpeak's own rate they are eSpeak's own 16-bit output, with no conversion either way.
      const options = { language: task.language, timbre: task.timbre, rate: task.rate, range: task.range };
      if (task.sampleRate === SYNTHESIS_RATE)
        return { kind: 'pcm16', pcm: await synthesizePcm16(task.text, options), sampleRate: task.sampleRate };
      const bytes = floatToS16le(resample(await synthesize(task.text, options), SYNTHESIS_RATE, task.sampleRate));
      return {
        kind: 'pcm16',
        pcm: new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2),
        sampleRate: task.sampleRate,
      };
    }
    case 'warm-up': {
      // Loads the synthesizer and runs its code long enough for V8 to optimise it: eSpeak is compiled to plain
      // JavaScript (wasm2js), and after one short sentence a fresh thread still spoke its first 400 characters
      // about 10× slower than a warm one; after this paragraph, about 2×.
      // Sentence by sentence, as streams speak (V8 optimises a function after enough calls, not within one long
      // call), each at another pace and range, as requests come (a first pace cost its first request 150 ms more).
      const sentences = WARM_UP_TEXT.split(/(?<=[.;!])\s+/);
      for (const [index, sentence] of sentences.entries()) {
        await synthesize(sentence, {
          language: 'en',
          timbre: { meanF0: 120 + 30 * index, formantRatio: 1.1, gender: index % 2 ? 'male' : 'female' },
          rate: 155 + 9 * index,
          range: 40 + 7 * index,
        });
      }
      return { kind: 'ready' };
    }
    case 'scan': {
      // Streamed from disk: memory does not grow with the file's length (see scan-audio.ts).
      try {
        const scan = await scanAudioFile(task.sourcePath, { pitch: task.pitch });
        return {
          kind: 'scan',
          container: scan.container,
          duration: scan.duration,
          peaks: JSON.stringify(scan.peaks),
          meanF0: scan.meanF0 ?? null,
          voicedSeconds: scan.voicedSeconds ?? 0,
        };
      } catch (error) {
        if (error instanceof AudioDecodeError)
          return { kind: 'undecodable', message: error.message, tooLong: error.reason === 'too long' };
        throw error;
      }
    }
  }
}
