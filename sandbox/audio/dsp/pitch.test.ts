import { describe, expect, it } from 'vitest';
import { meanF0, PitchTracker, trackPitch } from './pitch';
import { noise, sine } from '../testing/signals';
import { syntheticVowel } from '../testing/synthetic-voice';

const within = (actual: number | null, expected: number, tolerance: number) => {
  expect(actual, 'a pitch was found').not.toBeNull();
  expect(Math.abs(actual! - expected) / expected, `${actual!.toFixed(2)} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  );
};

describe('pitch tracking', () => {
  it.each([
    [120, 16000],
    [210, 16000],
    [120, 44100],
    [210, 22050],
    [85, 48000],
    [320, 24000],
  ])('measures the mean f0 of a %d Hz glottal-pulse vowel at %d Hz within 2%', (f0, sampleRate) => {
    const voice = syntheticVowel({ f0, sampleRate });
    within(meanF0(voice.samples, sampleRate), f0, 0.02);
  });

  it('finds no pitch in noise, silence, a click or very quiet hum', () => {
    expect(meanF0(noise(32000, 0.25), 16000)).toBeNull();
    expect(meanF0(new Float32Array(32000), 16000)).toBeNull();
    const click = new Float32Array(32000);
    click[16000] = 1;
    expect(meanF0(click, 16000)).toBeNull();
    expect(meanF0(sine(150, 16000, 2, 0.0005), 16000)).toBeNull();
  });

  it('reports frames every 16 ms, voiced only where the voice is', () => {
    const voice = syntheticVowel({ f0: 150, sampleRate: 16000, seconds: 1 });
    const track = trackPitch(voice.samples, 16000);
    expect(track[1]!.time - track[0]!.time).toBeCloseTo(0.016, 6);
    const voiced = track.filter((frame) => frame.f0 !== null);
    expect(voiced[0]!.time).toBeGreaterThan(0.2);
    expect(voiced[voiced.length - 1]!.time).toBeLessThan(1.3);
    expect(voiced.length).toBeGreaterThan(50);
  });

  it('gives the same track when fed in chunks', () => {
    const voice = syntheticVowel({ f0: 180, sampleRate: 44100 });
    const tracker = new PitchTracker(44100);
    for (let i = 0; i < voice.samples.length; i += 5000) tracker.push(voice.samples.subarray(i, i + 5000));
    const chunked = tracker.finish().frames();
    const whole = trackPitch(voice.samples, 44100);
    expect(chunked.length).toBe(whole.length);
    chunked.forEach((frame, index) =>
      expect(frame.f0 === null ? null : Math.round(frame.f0 * 100)).toBe(
        whole[index]!.f0 === null ? null : Math.round(whole[index]!.f0! * 100),
      ),
    );
  });
});
