import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeToMono } from '../testing/decode-mono';
import { meanF0, pitchTrackOf } from '../dsp/pitch';
import { psola, type PsolaOptions } from '../dsp/psola';
import { resample } from '../dsp/resample';
import { MemorySampleStore } from '../dsp/sample-store';
import { averageEnvelopePeak, spectralCentroid } from '../testing/formants';
import { rms } from '../testing/signals';
import { envelopePeak, syntheticVowel } from '../testing/synthetic-voice';
import { formantRatioFor } from './voice-character';
import { convertVoice, NoVoicedSpeechError } from './voice-conversion';

const within = (actual: number | null, expected: number, tolerance: number) => {
  expect(actual, 'a value was measured').not.toBeNull();
  expect(
    Math.abs(actual! - expected) / expected,
    `${actual!.toFixed(1)} vs ${expected.toFixed(1)}`,
  ).toBeLessThanOrEqual(tolerance);
};
const snr = (reference: Float32Array, test: Float32Array) => {
  let signal = 0;
  let error = 0;
  for (let i = 0; i < reference.length; i++) {
    signal += reference[i]! ** 2;
    error += (reference[i]! - test[i]!) ** 2;
  }
  return 10 * Math.log10(signal / error);
};
/** PSOLA over a signal in memory, its output blocks gathered into one signal. */
const psolaInMemory = (samples: Float32Array, sampleRate: number, options: PsolaOptions) => {
  const out = new MemorySampleStore();
  psola(MemorySampleStore.of(samples), sampleRate, pitchTrackOf(samples, sampleRate), options, (block) =>
    out.append(block),
  );
  return out.read(0, out.length);
};
const speech = await decodeToMono(readFileSync(new URL('../fixtures/speech.wav', import.meta.url)));

describe('voice conversion', () => {
  const source = syntheticVowel({ f0: 140, sampleRate: 24000, formants: [600, 1800] });

  it.each([
    ['a male voice', 110, 1],
    ['a female voice', 210, 1.12],
    ['a child voice', 300, 1.25],
    ['a deep character voice', 80, 0.85],
  ])(
    'moves a 140 Hz voice to %s (%d Hz) within 5%, keeping the duration to the sample',
    (_name, targetF0, formantRatio) => {
      const out = convertVoice(source.samples, source.sampleRate, { sourceF0: null, targetF0, formantRatio });
      within(meanF0(out, source.sampleRate), targetF0, 0.05);
      expect(out.length).toBe(source.samples.length);
    },
  );

  it.each([
    [100, 0.95],
    [200, 1.12],
    [300, 1.25],
  ])('moves real (synthesized) speech to %d Hz within 5%, duration kept', (targetF0, formantRatio) => {
    const out = convertVoice(speech.samples, speech.sampleRate, { sourceF0: null, targetF0, formantRatio });
    within(meanF0(out, speech.sampleRate), targetF0, 0.05);
    expect(out.length).toBe(speech.samples.length);
    within(rms(out), rms(speech.samples), 0.5);
  });

  it('keeps the formants in place when only the pitch moves (no chipmunk), and scales them when asked', () => {
    const inputF1 = envelopePeak(source.samples, source.sampleRate, [300, 1100]);
    const inputF2 = envelopePeak(source.samples, source.sampleRate, [1300, 2600]);
    within(inputF1, 600, 0.08);
    for (const targetF0 of [100, 210, 280]) {
      const pitchOnly = convertVoice(source.samples, source.sampleRate, { sourceF0: null, targetF0, formantRatio: 1 });
      within(envelopePeak(pitchOnly, source.sampleRate, [300, 1100]), inputF1, 0.1);
      within(envelopePeak(pitchOnly, source.sampleRate, [1300, 2600]), inputF2, 0.1);
    }
    const scaled = convertVoice(source.samples, source.sampleRate, {
      sourceF0: null,
      targetF0: 210,
      formantRatio: 1.2,
    });
    within(envelopePeak(scaled, source.sampleRate, [300, 1300]), inputF1 * 1.2, 0.1);
  });

  it('keeps the first formant of real speech within 10% when its pitch is doubled; a chipmunk would not', () => {
    const inputF1 = averageEnvelopePeak(speech.samples, speech.sampleRate, [250, 1000]);
    const inputCentroid = spectralCentroid(speech.samples, speech.sampleRate);
    const doubled = convertVoice(speech.samples, speech.sampleRate, { sourceF0: null, targetF0: 210, formantRatio: 1 });
    within(averageEnvelopePeak(doubled, speech.sampleRate, [250, 1000]), inputF1, 0.1);
    within(spectralCentroid(doubled, speech.sampleRate), inputCentroid, 0.1);
    // What a naive speed-up does: everything, formants included, moves up with the pitch.
    const chipmunk = resample(speech.samples, speech.sampleRate, Math.round(speech.sampleRate / 1.5));
    expect(averageEnvelopePeak(chipmunk, speech.sampleRate, [250, 1000]) / inputF1).toBeGreaterThan(1.2);
    expect(spectralCentroid(chipmunk, speech.sampleRate) / inputCentroid).toBeGreaterThan(1.3);
    const child = convertVoice(speech.samples, speech.sampleRate, {
      sourceF0: null,
      targetF0: 300,
      formantRatio: 1.25,
    });
    within(averageEnvelopePeak(child, speech.sampleRate, [250, 1250]), inputF1 * 1.25, 0.1);
  });

  it('gives the input back at ratios of 1 (voiced grains land where they were)', () => {
    const vowel = psolaInMemory(source.samples, source.sampleRate, { pitchRatio: 1, formantRatio: 1 });
    expect(snr(source.samples, vowel)).toBeGreaterThan(40);
    const spoken = psolaInMemory(speech.samples, speech.sampleRate, { pitchRatio: 1, formantRatio: 1 });
    expect(snr(speech.samples, spoken)).toBeGreaterThan(15);
  });

  it('uses a calibration f0 as the source pitch when one is given', () => {
    const out = convertVoice(source.samples, source.sampleRate, { sourceF0: 280, targetF0: 200, formantRatio: 1 });
    within(meanF0(out, source.sampleRate), 100, 0.05);
  });

  it('refuses audio without voiced speech', () => {
    expect(() =>
      convertVoice(new Float32Array(48000), 24000, { sourceF0: null, targetF0: 200, formantRatio: 1 }),
    ).toThrow(NoVoicedSpeechError);
  });
});

describe('voice character', () => {
  it('maps gender, age and species onto formant ratios', () => {
    expect(formantRatioFor({ gender: 'male', age: 'adult' })).toBe(1);
    expect(formantRatioFor({ gender: 'female', age: 'adult' })).toBe(1.12);
    expect(formantRatioFor({ gender: 'male', age: 'child' })).toBe(1.25);
    expect(formantRatioFor({ gender: 'male', age: 'senior' })).toBe(0.97);
    expect(formantRatioFor({ species: 'other', gender: 'male' })).toBe(0.82);
    expect(formantRatioFor({})).toBe(1);
  });
});
