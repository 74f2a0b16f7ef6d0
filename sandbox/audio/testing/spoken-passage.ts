import { resample } from '../dsp/resample';
import { synthesize, SYNTHESIS_RATE, type SynthesisOptions } from '../synthesis/synthesis';

/**
 * Speech with natural pauses from the sandbox's own synthesizer, as a microphone would give it (16 kHz mono
 * floats): each sentence trimmed to where it is audible, joined by the given pauses of silence, scaled to a
 * peak level. The sentence spans tell tests where speech really is.
 */
export const PASSAGE_RATE = 16000;

export type Speaker = { name: string; voice: Omit<SynthesisOptions, 'language'>; peak: number };

/** Several voices and rates, and a quiet speaker 20 dB below the others. */
export const SPEAKERS: Speaker[] = [
  { name: 'male, normal pace', voice: { gender: 'male' }, peak: 0.8 },
  { name: 'female, normal pace', voice: { gender: 'female' }, peak: 0.8 },
  { name: 'male m3, fast (250 wpm)', voice: { variant: 'm3', rate: 250 }, peak: 0.7 },
  { name: 'female f4, slow (130 wpm)', voice: { variant: 'f4', rate: 130 }, peak: 0.7 },
  { name: 'quiet female f1 (−22 dBFS peaks)', voice: { variant: 'f1' }, peak: 0.08 },
];

/** The case: four sentences, about 12 s of speech at a normal pace. */
export const FOUR_SENTENCES = [
  'I am calling about the apartment on Shevchenko Street that I saw online yesterday.',
  'Could you tell me whether it is still available from the first of next month?',
  'I would also like to know if pets are allowed, because I have a small dog.',
  'And please tell me the monthly rent, including all of the utilities.',
];

export type Passage = { samples: Float32Array; sentences: Array<{ start: number; end: number }>; seconds: number };

export async function spokenPassage(
  sentences: string[],
  speaker: Speaker,
  { pauseSeconds = 0.35, leadSeconds = 0.5, tailSeconds = 2 } = {},
): Promise<Passage> {
  const parts: Float32Array[] = [];
  for (const sentence of sentences) {
    const speech = resample(
      await synthesize(sentence, { language: 'en', ...speaker.voice }),
      SYNTHESIS_RATE,
      PASSAGE_RATE,
    );
    const level = speech.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    const first = speech.findIndex((sample) => Math.abs(sample) > level * 0.02);
    const last = speech.findLastIndex((sample) => Math.abs(sample) > level * 0.02);
    parts.push(speech.subarray(first, last + 1));
  }
  const pause = Math.round(pauseSeconds * PASSAGE_RATE);
  const lead = Math.round(leadSeconds * PASSAGE_RATE);
  const length =
    lead +
    parts.reduce((sum, part) => sum + part.length, 0) +
    pause * (parts.length - 1) +
    Math.round(tailSeconds * PASSAGE_RATE);
  const samples = new Float32Array(length);
  const spans: Passage['sentences'] = [];
  let offset = lead;
  for (const part of parts) {
    samples.set(part, offset);
    spans.push({ start: offset / PASSAGE_RATE, end: (offset + part.length) / PASSAGE_RATE });
    offset += part.length + pause;
  }
  const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 1e-9);
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i]! * speaker.peak) / peak;
  return { samples, sentences: spans, seconds: length / PASSAGE_RATE };
}
