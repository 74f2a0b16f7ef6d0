import { synthesize, SYNTHESIS_RATE } from '../../sandbox/audio/synthesis/synthesis';

const SENTENCES = [
  'The quick brown fox jumps over the lazy dog.',
  'Pack my box with five dozen liquor jugs.',
  'How vexingly quick daft zebras jump!',
  'A wizard’s job is to vex chumps quickly in fog.',
  'Sphinx of black quartz, judge my vow.',
];

/**
 * `seconds` of eSpeak speech at SYNTHESIS_RATE in varied sentences and pitches: the speech input of the audio
 * benches. Past two minutes the first two minutes repeat, which costs the same to process and keeps set-up short.
 */
export async function benchSpeech(seconds: number): Promise<Float32Array> {
  const out = new Float32Array(Math.round(seconds * SYNTHESIS_RATE));
  const unique = Math.min(out.length, 120 * SYNTHESIS_RATE);
  for (let i = 0, offset = 0; offset < unique; i++) {
    const part = await synthesize(SENTENCES[i % SENTENCES.length]!, { language: 'en', pitch: 40 + (i % 3) * 5 });
    out.set(part.subarray(0, unique - offset), offset);
    offset += part.length;
  }
  for (let offset = unique; offset < out.length; offset += unique)
    out.set(out.subarray(0, Math.min(unique, out.length - offset)), offset);
  return out;
}
