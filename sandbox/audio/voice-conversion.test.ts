import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeToMono } from './decode';
import { meanF0 } from './pitch';
import { envelopePeak, syntheticVowel } from './testing/synthetic-voice';
import { convertVoice, NoVoicedSpeechError } from './voice-conversion';

const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected, `${actual.toFixed(1)} vs ${expected.toFixed(1)}`).toBeLessThanOrEqual(tolerance);

describe('pitch tracking', () => {
  it.each([100, 150, 220, 320])('measures the mean f0 of a %d Hz voice within 2%', (f0) => {
    const voice = syntheticVowel({ f0 });
    within(meanF0(voice.samples, voice.sampleRate)!, f0, 0.02);
  });

  it('finds no pitch in noise or silence', () => {
    let seed = 1;
    const noise = Float32Array.from({ length: 32000 }, () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.5);
    expect(meanF0(noise, 16000)).toBeNull();
    expect(meanF0(new Float32Array(32000), 16000)).toBeNull();
  });
});

describe('voice conversion', () => {
  const source = syntheticVowel({ f0: 140, sampleRate: 24000, formants: [600, 1800] });

  it.each([
    ['a deep male voice', 95, 0.92],
    ['a female voice', 215, 1.12],
    ['a child voice', 300, 1.25],
  ])('moves the mean f0 to %s (%d Hz) within 5% and keeps the duration within 2%', (_name, targetF0, formantRatio) => {
    const out = convertVoice(source.samples, source.sampleRate, { sourceF0: null, targetF0, formantRatio });
    within(meanF0(out, source.sampleRate)!, targetF0, 0.05);
    within(out.length, source.samples.length, 0.02);
  });

  it('keeps formants in place when only the pitch moves, and scales them by the ratio when asked', () => {
    const inputF1 = envelopePeak(source.samples, source.sampleRate, [300, 1100]);
    within(inputF1, 600, 0.08);
    const pitchOnly = convertVoice(source.samples, source.sampleRate, { sourceF0: null, targetF0: 210, formantRatio: 1 });
    within(envelopePeak(pitchOnly, source.sampleRate, [300, 1100]), inputF1, 0.1);
    const scaled = convertVoice(source.samples, source.sampleRate, { sourceF0: null, targetF0: 210, formantRatio: 1.2 });
    within(envelopePeak(scaled, source.sampleRate, [300, 1300]), inputF1 * 1.2, 0.1);
  });

  it('converts real (synthesized) speech to the target pitch', async () => {
    const speech = await decodeToMono(readFileSync(new URL('./fixtures/speech.wav', import.meta.url)));
    const out = convertVoice(speech.samples, speech.sampleRate, { sourceF0: null, targetF0: 200, formantRatio: 1.1 });
    within(meanF0(out, speech.sampleRate)!, 200, 0.05);
    within(out.length, speech.samples.length, 0.02);
  });

  it('uses a calibration f0 as the source pitch when one is given', () => {
    const out = convertVoice(source.samples, source.sampleRate, { sourceF0: 280, targetF0: 200, formantRatio: 1 });
    within(meanF0(out, source.sampleRate)!, 100, 0.05);
  });

  it('refuses audio without voiced speech', () => {
    expect(() => convertVoice(new Float32Array(48000), 24000, { sourceF0: null, targetF0: 200, formantRatio: 1 })).toThrow(NoVoicedSpeechError);
  });
});
