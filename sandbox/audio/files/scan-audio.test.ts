import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AudioDecodeError } from './decode';
import { decodeToMono } from '../testing/decode-mono';
import { computePeaks } from './peaks';
import { meanF0 } from '../dsp/pitch';
import { scanAudio } from './scan-audio';
import { longWavLevel, longWavStream } from '../testing/signals';
import { syntheticVowel } from '../testing/synthetic-voice';
import { encodeWav } from '../../../audio-formats/wav-file';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

describe('scanning an upload in one streaming pass', () => {
  it.each(['speech.wav', 'speech.mp3', 'speech.webm'])('measures %s as a whole-file decode does', async (name) => {
    const whole = await decodeToMono(fixture(name));
    const scan = await scanAudio(fixture(name), { pitch: true });
    expect(scan.sampleRate).toBe(whole.sampleRate);
    expect(scan.channels).toBe(whole.channels);
    expect(scan.duration).toBeCloseTo(whole.duration, 6);
    expect(scan.peaks).toEqual(computePeaks(whole.samples, whole.sampleRate));
    expect(scan.meanF0!).toBeCloseTo(meanF0(whole.samples, whole.sampleRate)!, 1);
  });

  it('scans a one-hour recording streamed in, holding only its peaks', async () => {
    const before = process.memoryUsage();
    const scan = await scanAudio(longWavStream(3600, 16000, 4));
    const after = process.memoryUsage();
    expect(scan.duration).toBe(3600);
    expect(scan.sampleRate).toBe(16000);
    expect(scan.peaks.length).toBeLessThanOrEqual(60_000);
    expect(scan.peaks.length).toBe(Math.ceil(3600 * scan.peaks.peaks_per_second));
    expect(JSON.stringify(scan.peaks).length).toBeLessThan(400_000);
    for (const second of [0, 1, 8, 1234, 3599]) {
      const bucket = Math.floor((second + 0.5) * scan.peaks.peaks_per_second);
      expect(scan.peaks.peaks[0]![bucket]).toBeCloseTo(longWavLevel(second), 2);
    }
    // Decoded whole, this hour would take 230 MB of floats; streamed, the heap barely moves.
    expect(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers).toBeLessThan(100 * 1024 * 1024);
  }, 120_000);

  it('measures the mean f0 over the pitch window only, and the duration over the whole file', async () => {
    const low = syntheticVowel({ f0: 130, seconds: 2 });
    const high = syntheticVowel({ f0: 260, seconds: 2 });
    const voice = new Float32Array(low.samples.length + high.samples.length);
    voice.set(low.samples);
    voice.set(high.samples, low.samples.length);
    const wav = encodeWav(voice, low.sampleRate);
    // Each vowel is 2.5 s (2 s voiced between 0.25 s of silence): the window holds exactly the first.
    const windowed = await scanAudio(wav, { pitch: true, pitchWindowSeconds: 2.5 });
    expect(windowed.duration).toBeCloseTo(5, 3);
    expect(Math.abs(windowed.meanF0! - 130) / 130).toBeLessThan(0.03);
    const whole = await scanAudio(wav, { pitch: true });
    expect(whole.meanF0!).toBeGreaterThan(170);
    expect(whole.meanF0!).toBeLessThan(220);
  });

  it('refuses what is not audio', async () => {
    await expect(scanAudio(Buffer.from('not audio at all'))).rejects.toBeInstanceOf(AudioDecodeError);
  });
});
