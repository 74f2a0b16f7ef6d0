import { describe, expect, it } from 'vitest';
import { meanF0 } from '../dsp/pitch';
import { detectLanguage, splitForSynthesis, synthesize, SYNTHESIS_RATE, varyProsody, voiceName } from './synthesis';
import { rms } from '../testing/signals';

const same = (a: Float32Array, b: Float32Array) =>
  a.length === b.length &&
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

describe('speech synthesis', () => {
  it.each([
    ['en', 'Hello there. This is the sandbox speaking.'],
    ['uk', 'Привіт, як справи? Це говорить пісочниця.'],
  ] as const)('speaks %s: audible, of a plausible length, with a voiced pitch', async (language, text) => {
    const audio = await synthesize(text, { language });
    const seconds = audio.length / SYNTHESIS_RATE;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(6);
    expect(rms(audio)).toBeGreaterThan(0.02);
    expect(meanF0(audio, SYNTHESIS_RATE)).toBeGreaterThan(60);
  });

  it('gives the same samples for the same request, whatever ran in between', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const first = await synthesize(text, { language: 'en', rate: 175, pitch: 40 });
    await synthesize('Зовсім інший текст українською.', { language: 'uk', gender: 'female', rate: 300 });
    await synthesize(text, { language: 'en', variant: 'klatt' });
    const again = await synthesize(text, { language: 'en', rate: 175, pitch: 40 });
    expect(same(first, again)).toBe(true);
  });

  it('gives the same samples when a voice is loaded afresh and when its loaded state is restored', async () => {
    // A timbre no other test uses: its first call loads the voice, the second restores the photographed state.
    const options = { language: 'en' as const, timbre: { meanF0: 173, formantRatio: 1.07, gender: 'male' as const } };
    const text = 'Loading a voice twice must not change a single sample.';
    const fresh = await synthesize(text, options);
    const restored = await synthesize(text, options);
    expect(fresh.length).toBeGreaterThan(SYNTHESIS_RATE);
    expect(same(fresh, restored)).toBe(true);
  });

  it('follows rate, pitch and gender', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const normal = await synthesize(text, { language: 'en', rate: 175, pitch: 40 });
    const fast = await synthesize(text, { language: 'en', rate: 300, pitch: 40 });
    expect(fast.length).toBeLessThan(normal.length * 0.8);
    const high = await synthesize(text, { language: 'en', rate: 175, pitch: 90 });
    expect(meanF0(high, SYNTHESIS_RATE)!).toBeGreaterThan(meanF0(normal, SYNTHESIS_RATE)! * 1.2);
    const female = await synthesize(text, { language: 'en', gender: 'female' });
    expect(meanF0(female, SYNTHESIS_RATE)!).toBeGreaterThan(160);
  });

  it('varies a take by its seed, repeatably', async () => {
    const text = 'Seeds make takes repeatable.';
    const plain = await synthesize(text, { language: 'en' });
    const a = await synthesize(text, { language: 'en', seed: 1, variation: 1 });
    const b = await synthesize(text, { language: 'en', seed: 2, variation: 1 });
    expect(same(a, await synthesize(text, { language: 'en', seed: 1, variation: 1 }))).toBe(true);
    expect(same(a, b)).toBe(false);
    expect(same(plain, await synthesize(text, { language: 'en', seed: 1 }))).toBe(true);
    expect(varyProsody({ rate: 175, pitch: 50, range: 50 }, 3, 0)).toEqual({ rate: 175, pitch: 50, range: 50 });
  });

  it('speaks text longer than one eSpeak call, in order', async () => {
    const sentence = 'This sentence is repeated to make a long text. ';
    const pieces = splitForSynthesis(sentence.repeat(30), 300);
    expect(pieces.length).toBeGreaterThan(4);
    expect(pieces.every((piece) => piece.length <= 300 && /\.\s*$/.test(piece))).toBe(true);
    expect(pieces.join('')).toBe(sentence.repeat(30));
    const long = await synthesize(sentence.repeat(40), { language: 'en', rate: 400 });
    expect(long.length / SYNTHESIS_RATE).toBeGreaterThan(40);
  });

  it.each([
    ['en', 'male', 100, 30],
    ['en', 'female', 205, 54],
    ['en', 'female', 225, 80],
    ['uk', 'female', 210, 50],
    ['uk', 'male', 112, 70],
  ] as const)(
    'speaks %s in a %s timbre at a mean f0 of %d Hz (range %d), within a tenth',
    async (language, gender, meanF0Hz, range) => {
      const text =
        language === 'en'
          ? 'Hello there. The sandbox is speaking now, in a voice of its own.'
          : 'Привіт, як справи? Це говорить пісочниця своїм голосом.';
      const audio = await synthesize(text, {
        language,
        range,
        timbre: { meanF0: meanF0Hz, formantRatio: gender === 'female' ? 1.12 : 1, gender },
      });
      expect(Math.abs(meanF0(audio, SYNTHESIS_RATE)! / meanF0Hz - 1)).toBeLessThan(0.1);
    },
  );

  it('moves the formants with the timbre’s formant ratio', async () => {
    const text = 'She sells sea shells by the sea shore.';
    const centroid = (audio: Float32Array) => {
      let crossings = 0;
      for (let i = 1; i < audio.length; i++) if (audio[i - 1]! < 0 !== audio[i]! < 0) crossings++;
      return crossings / audio.length;
    };
    const long = await synthesize(text, { language: 'en', timbre: { meanF0: 150, formantRatio: 0.9, gender: 'male' } });
    const short = await synthesize(text, {
      language: 'en',
      timbre: { meanF0: 150, formantRatio: 1.25, gender: 'male' },
    });
    expect(Math.abs(meanF0(short, SYNTHESIS_RATE)! / meanF0(long, SYNTHESIS_RATE)! - 1)).toBeLessThan(0.05);
    expect(centroid(short)).toBeGreaterThan(centroid(long) * 1.1);
  });

  it('names eSpeak voices and refuses malformed variants', () => {
    expect(voiceName({ language: 'en' })).toBe('en-us');
    expect(voiceName({ language: 'uk', gender: 'female' })).toBe('uk+f2');
    expect(voiceName({ language: 'en', gender: 'female', variant: 'm3' })).toBe('en-us+m3');
    expect(() => voiceName({ language: 'en', variant: '../x' })).toThrow(RangeError);
  });

  it('detects Ukrainian by script', () => {
    expect(detectLanguage('Добрий день, світе')).toBe('uk');
    expect(detectLanguage('Good morning')).toBe('en');
    expect(detectLanguage('Hello, світ is mostly English here')).toBe('en');
    expect(detectLanguage('12345')).toBe('en');
  });
});
