import { describe, expect, it } from 'vitest';
import { meanF0 } from './pitch';
import { detectLanguage, synthesize, SYNTHESIS_RATE } from './synthesis';

const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);

describe('speech synthesis', () => {
  it('speaks English and Ukrainian with plausible durations and voiced pitch', async () => {
    const english = await synthesize('Hello there. This is the sandbox speaking.', { language: 'en' });
    const ukrainian = await synthesize('Привіт, як справи? Це говорить пісочниця.', { language: 'uk' });
    for (const audio of [english, ukrainian]) {
      const seconds = audio.length / SYNTHESIS_RATE;
      expect(seconds).toBeGreaterThan(1.5);
      expect(seconds).toBeLessThan(6);
      expect(rms(audio)).toBeGreaterThan(0.02);
      expect(meanF0(audio, SYNTHESIS_RATE)).toBeGreaterThan(60);
    }
  });

  it('is deterministic and follows rate and pitch', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const a = await synthesize(text, { language: 'en', rate: 175, pitch: 40 });
    const b = await synthesize(text, { language: 'en', rate: 175, pitch: 40 });
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
    const fast = await synthesize(text, { language: 'en', rate: 300, pitch: 40 });
    expect(fast.length).toBeLessThan(a.length * 0.8);
    const high = await synthesize(text, { language: 'en', rate: 175, pitch: 90 });
    expect(meanF0(high, SYNTHESIS_RATE)!).toBeGreaterThan(meanF0(a, SYNTHESIS_RATE)! * 1.2);
  });

  it('detects Ukrainian by script', () => {
    expect(detectLanguage('Добрий день, світе')).toBe('uk');
    expect(detectLanguage('Good morning')).toBe('en');
    expect(detectLanguage('12345')).toBe('en');
  });
});
