import { afterAll, describe, expect, it } from 'vitest';
import { AudioWorkerPool } from '../audio/workers/audio-worker-pool';
import { readWavHeader } from '../../audio-formats/wav-header';
import { MAX_SENTENCE_CHARACTERS, speakSentences, splitParts, splitSentences, speakWav } from './speech-stream';
import { TTS_VOICES } from './tts-voices';

/**
 * One pool of each size for the whole file: a cold synthesizer thread takes seconds to start (most of these tests'
 * time), so the tests share three threads rather than starting three each. The timeouts are wide because real
 * synthesis on a loaded, shared machine is many times slower; the tests assert bytes, not speed.
 */
const one = new AudioWorkerPool(1);
const two = new AudioWorkerPool(2);
afterAll(() => Promise.all([one.close(), two.close()]));
const SYNTHESIS_TIMEOUT_MS = 180_000;

const sentence = 'Every part of a long transcript is spoken on its own, from the same pristine state. ';

describe('speech for tts/bytes', () => {
  it('cuts a transcript into parts of whole sentences that depend on the text alone', () => {
    const parts = splitParts(sentence.repeat(20));
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => part.endsWith('.') && part.length >= 400 - sentence.length)).toBe(true);
    expect(parts.join(' ')).toBe(sentence.repeat(20).trim());
    expect(splitParts('Short.')).toEqual(['Short.']);
  });

  it(
    'gives the same bytes for a seed whatever the number of threads that speak the parts',
    async () => {
      const voice = TTS_VOICES['en-rt'][0]!;
      const text = sentence.repeat(6);
      const params = { ...voice.sampling_params, seed: 11 };
      const alone = await speakWav(one, text, voice, params, 22050);
      const together = await speakWav(two, text, voice, params, 22050);
      expect(readWavHeader(alone)).toMatchObject({
        sampleRate: 22050,
        channels: 1,
        bitsPerSample: 16,
        dataBytes: alone.length - 44,
      });
      expect(alone.length / 2 / 22050).toBeGreaterThan(20);
      expect(together.equals(alone)).toBe(true);
    },
    SYNTHESIS_TIMEOUT_MS,
  );

  it(
    'streams the same sentences in the same order when the next ones are spoken ahead',
    async () => {
      const voice = TTS_VOICES['en-rt'][0]!;
      const text =
        'A short one. Then a sentence that takes a good deal longer to say than the first! And a third? Last.';
      const params = { ...voice.sampling_params, seed: 5 };
      const collect = async (stream: AsyncGenerator<Float32Array>) => {
        const chunks: Float32Array[] = [];
        for await (const chunk of stream) chunks.push(chunk);
        return chunks;
      };
      const inTurn = await collect(speakSentences(one, text, voice, params, 16000));
      const atOnce = await collect(speakSentences(two, text, voice, params, 16000, 2));
      expect(inTurn).toHaveLength(4);
      expect(atOnce.map((chunk) => chunk.length)).toEqual(inTurn.map((chunk) => chunk.length));
      expect(atOnce).toEqual(inTurn);
    },
    SYNTHESIS_TIMEOUT_MS,
  );
});

describe('sentences', () => {
  it('cuts a text with no sentence end into pieces of at most MAX_SENTENCE_CHARACTERS, at spaces', () => {
    const text = 'word '.repeat(980).trim();
    const pieces = splitSentences(text);
    expect(pieces.length).toBeGreaterThan(text.length / MAX_SENTENCE_CHARACTERS);
    expect(pieces.every((piece) => piece.length <= MAX_SENTENCE_CHARACTERS && !piece.startsWith(' '))).toBe(true);
    expect(pieces.join(' ')).toBe(text);
    expect(splitSentences('x'.repeat(500)).map((piece) => piece.length)).toEqual([240, 240, 20]);
    expect(splitSentences('One. Two!')).toEqual(['One.', 'Two!']);
  });
});
