import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AudioDecodeError, decodeToMono } from './decode';
import { computePeaks } from './peaks';
import { encodeWav, floatToMulaw, readWavHeader } from './wav';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('decoding', () => {
  it.each(['speech.wav', 'speech.flac', 'speech.ogg', 'speech.mp3'])('decodes %s to 1.54 s of audible mono audio', async (name) => {
    const audio = await decodeToMono(fixture(name));
    expect(audio.sampleRate).toBe(16000);
    // mp3 encoders pad the start and end by up to a frame; the others are exact.
    expect(audio.duration).toBeGreaterThan(1.5);
    expect(audio.duration).toBeLessThan(name.endsWith('mp3') ? 1.7 : 1.56);
    const peak = audio.samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.1);
  });

  it('decodes ogg/opus (the codec browsers record) at its 48 kHz', async () => {
    const audio = await decodeToMono(fixture('speech.opus'));
    expect(audio.sampleRate).toBe(48000);
    expect(audio.duration).toBeGreaterThan(1.5);
    expect(audio.duration).toBeLessThan(1.62);
  });

  it('round-trips its own WAV encoding', async () => {
    const tone = Float32Array.from({ length: 8000 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 8000));
    const wav = encodeWav(tone, 8000);
    expect(readWavHeader(wav)).toEqual({ sampleRate: 8000, channels: 1, bitsPerSample: 16, dataBytes: 16000 });
    const audio = await decodeToMono(wav);
    expect(audio.duration).toBeCloseTo(1, 5);
    expect(audio.samples[2]).toBeCloseTo(tone[2]!, 3);
  });

  it('rejects a file that is not audio with a clear message', async () => {
    await expect(decodeToMono(Buffer.from('definitely not an audio file'))).rejects.toBeInstanceOf(AudioDecodeError);
    await expect(decodeToMono(Buffer.from('definitely not an audio file'))).rejects.toThrow(/wav, ogg, mp3, flac/);
  });
});

describe('peaks and encodings', () => {
  it('writes 100 peaks per second for short audio, holding the bucket maxima', () => {
    const samples = new Float32Array(16000);
    samples[8000] = -0.75;
    const peaks = computePeaks(samples, 16000);
    expect(peaks.duration).toBe(1);
    expect(peaks.peaks[0]).toHaveLength(100);
    expect(peaks.peaks[0]![50]).toBe(0.75);
    expect(Math.max(...peaks.peaks[0]!.filter((_, i) => i !== 50))).toBe(0);
  });

  it('caps a one-hour file at about 60,000 peaks', () => {
    const peaks = computePeaks(new Float32Array(3600 * 100), 100);
    expect(peaks.peaks[0]!.length).toBeLessThanOrEqual(60_000);
    expect(peaks.peaks_per_second).toBe(16);
  });

  it('encodes µ-law with silence at 0xFF and the extremes at the ends of the scale', () => {
    expect([...floatToMulaw(Float32Array.from([0, 1, -1]))]).toEqual([0xff, 0x80, 0x00]);
  });
});
