import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../audio/synthesis/seeded-random';
import { syntheticVowel } from '../../audio/testing/synthetic-voice';
import { floatToS16le } from '../../../audio-formats/pcm-encodings';
import { DecoderPool } from './pocketsphinx';
import { PocketSphinxRecognizer } from './speech-recognizer';
import { COMMAND_PROMPT, COMMAND_TOOLS } from './testing/command-tools';
import { espeakCommand } from './testing/espeak-command';

const int16 = (samples: Float32Array) => {
  const bytes = floatToS16le(samples);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
};

/** Decodes one turn fed in 20 ms chunks, as the microphone's audio arrives. */
async function hear(recognizer: PocketSphinxRecognizer, samples: Float32Array): Promise<string> {
  const pcm = int16(samples);
  recognizer.start(new Int16Array());
  for (let offset = 0; offset < pcm.length; offset += 320) recognizer.push(pcm.slice(offset, offset + 320));
  return recognizer.finish();
}

describe('PocketSphinxRecognizer', () => {
  it('hears espeak-ng commands for the session’s tools, keeping the prompt’s spelling of a city', async () => {
    const recognizer = await PocketSphinxRecognizer.create(COMMAND_PROMPT, COMMAND_TOOLS);
    try {
      expect(await hear(recognizer, await espeakCommand('switch to the dark theme'))).toBe('switch to the dark theme');
      expect(
        await hear(recognizer, await espeakCommand('what time is it', { voice: 'en-us', wordsPerMinute: 180 })),
      ).toBe('what time is it');
      expect(
        await hear(recognizer, await espeakCommand('list my projects', { voice: 'en-gb', wordsPerMinute: 140 })),
      ).toBe('list my projects');
      expect(await hear(recognizer, await espeakCommand('what is the weather in London'))).toBe(
        'what is the weather in London',
      );
    } finally {
      recognizer.dispose();
    }
  });

  it('hears no words in a hum or in silence', async () => {
    const recognizer = await PocketSphinxRecognizer.create(COMMAND_PROMPT, COMMAND_TOOLS);
    try {
      expect(await hear(recognizer, syntheticVowel({ f0: 140, seconds: 1.2, sampleRate: 16000 }).samples)).toBe('');
      expect(await hear(recognizer, new Float32Array(16000))).toBe('');
    } finally {
      recognizer.dispose();
    }
  });

  it('hears a session whose decoder last heard another session’s noise: each session keeps its own mean', async () => {
    // One decoder, so the second session is lent the very decoder that adapted to the first one's noise.
    const pool = new DecoderPool(1);
    const noisy = await PocketSphinxRecognizer.create(COMMAND_PROMPT, COMMAND_TOOLS, pool);
    const random = seededRandom(7);
    const noise = Float32Array.from({ length: 5 * 16000 }, () => (random() * 2 - 1) * 0.6);
    expect(await hear(noisy, noise)).toBe('');
    noisy.dispose();
    const next = await PocketSphinxRecognizer.create(`${COMMAND_PROMPT} Be brief.`, COMMAND_TOOLS, pool);
    expect(await hear(next, await espeakCommand('switch to the dark theme'))).toBe('switch to the dark theme');
    next.dispose();
  });

  it('holds a turn’s audio while every decoder is lent, and hears it once one is free', async () => {
    const pool = new DecoderPool(1);
    const [first, second] = await Promise.all(
      [COMMAND_PROMPT, `${COMMAND_PROMPT} Be brief.`].map((prompt) =>
        PocketSphinxRecognizer.create(prompt, COMMAND_TOOLS, pool),
      ),
    );
    const [theme, time] = await Promise.all([
      espeakCommand('switch to the dark theme'),
      espeakCommand('what time is it'),
    ]);
    // Both speak at once: the second turn waits for the only decoder, its audio held meanwhile.
    expect(await Promise.all([hear(first!, theme), hear(second!, time)])).toEqual([
      'switch to the dark theme',
      'what time is it',
    ]);
    expect(pool.queued).toBe(0);
  });
});
