import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffContainer } from '../../../audio-formats/audio-container';
import { sniffCodec } from './container';
import { AudioDecodeError, decodeAudio, decodeStream, mixToMono } from './decode';
import { meanF0 } from '../dsp/pitch';
import { dominantFrequency, sine, testWav, type TestWavFormat } from '../testing/signals';
import { decodeToMono } from '../testing/decode-mono';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const relative = (actual: number, expected: number) => Math.abs(actual - expected) / expected;

const SPEECH_SECONDS = 24566 / 16000;
const speechWav = (await decodeAudio(fixture('speech.wav'))).channels[0]!;
const speechF0 = meanF0(speechWav, 16000)!;

describe('decoding every accepted format', () => {
  it.each([
    ['speech.wav', 'wav', 16000, 1, SPEECH_SECONDS],
    ['speech.flac', 'flac', 16000, 1, SPEECH_SECONDS],
    ['speech.ogg', 'oga', 16000, 1, SPEECH_SECONDS],
    ['speech.mp3', 'mp3', 16000, 1, SPEECH_SECONDS],
    ['speech.opus', 'opus', 48000, 1, SPEECH_SECONDS],
    ['speech.webm', 'webm', 48000, 2, 1.98],
  ] as const)(
    '%s (%s): rate, channels, duration within 1% and the voice’s f0 within 2%',
    async (name, codec, rate, channels, seconds) => {
      const bytes = fixture(name);
      expect(sniffCodec(bytes)).toBe(codec);
      const audio = await decodeAudio(bytes);
      expect(audio.sampleRate).toBe(rate);
      expect(audio.channels).toHaveLength(channels);
      expect(relative(audio.duration, seconds)).toBeLessThan(0.01);
      const mono = await decodeToMono(bytes);
      expect(relative(meanF0(mono.samples, mono.sampleRate)!, speechF0)).toBeLessThan(0.02);
    },
  );

  it('decodes the MediaRecorder tone at 220 Hz for its 1.5 s', async () => {
    const audio = await decodeToMono(fixture('tone-220.webm'));
    expect(sniffContainer(fixture('tone-220.webm'))).toBe('webm');
    expect(relative(audio.duration, 1.5)).toBeLessThan(0.01);
    expect(relative(dominantFrequency(audio.samples, audio.sampleRate), 220)).toBeLessThan(0.01);
    expect(audio.channels).toBe(2);
  });

  it('keeps every sample of a FLAC file, the last frame included (it is lossless)', async () => {
    const wav = speechWav;
    const flac = (await decodeToMono(fixture('speech.flac'))).samples;
    expect(flac.length).toBe(wav.length);
    let worst = 0;
    for (let i = 0; i < wav.length; i++) worst = Math.max(worst, Math.abs(flac[i]! - wav[i]!));
    expect(worst).toBeLessThan(1 / 32768);
  });

  it.each([
    [8000, 'pcm16'],
    [11025, 'pcm8'],
    [22050, 'pcm24'],
    [44100, 'pcm32'],
    [48000, 'float32'],
  ] as const)('decodes a generated %d Hz %s WAV of a 220 Hz tone exactly', async (rate, format: TestWavFormat) => {
    const tone = sine(220, rate, 1.25, 0.5);
    const audio = await decodeToMono(testWav([tone], rate, format));
    expect(audio.sampleRate).toBe(rate);
    expect(audio.samples.length).toBe(tone.length);
    expect(relative(dominantFrequency(audio.samples, rate), 220)).toBeLessThan(0.005);
    const tolerance = format === 'pcm8' ? 1 / 64 : 1e-3;
    for (const index of [7, 1000, tone.length - 1])
      expect(Math.abs(audio.samples[index]! - tone[index]!)).toBeLessThan(tolerance);
  });

  it('reads extensible stereo WAVs with a LIST chunk, keeping both channels and mixing them to mono', async () => {
    const left = sine(220, 44100, 0.5, 0.4);
    const right = sine(330, 44100, 0.5, 0.4);
    const bytes = testWav([left, right], 44100, 'pcm16', { extensible: true, listChunk: true });
    const audio = await decodeAudio(bytes);
    expect(audio.channels).toHaveLength(2);
    expect(relative(dominantFrequency(audio.channels[1]!, 44100), 330)).toBeLessThan(0.005);
    const mono = await decodeToMono(bytes);
    expect(mono.channels).toBe(2);
    expect(mono.samples[100]).toBeCloseTo((left[100]! + right[100]!) / 2, 3);
    expect(mixToMono([Float32Array.of(1, 0), Float32Array.of(0, 1)])).toEqual(Float32Array.of(0.5, 0.5));
  });

  it.each(['speech.wav', 'speech.flac', 'speech.ogg', 'speech.mp3', 'speech.opus', 'speech.webm'])(
    'streams %s in 777-byte pieces to the same samples as a whole-file decode',
    async (name) => {
      const bytes = fixture(name);
      const whole = await decodeToMono(bytes);
      const pieces = function* () {
        for (let offset = 0; offset < bytes.length; offset += 777) yield bytes.subarray(offset, offset + 777);
      };
      const parts: Float32Array[] = [];
      for await (const chunk of decodeStream(pieces())) {
        expect(chunk.sampleRate).toBe(whole.sampleRate);
        parts.push(chunk.samples.slice());
      }
      const streamed = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
      parts.reduce((offset, part) => (streamed.set(part, offset), offset + part.length), 0);
      expect(streamed.length).toBe(whole.samples.length);
      let worst = 0;
      for (let i = 0; i < streamed.length; i++) worst = Math.max(worst, Math.abs(streamed[i]! - whole.samples[i]!));
      expect(worst).toBeLessThan(1e-6);
    },
  );
});

describe('files that lie or break the decoder', () => {
  it('measures an Ogg Vorbis file whose setup header lies about its block sizes by its pages, not by the header', async () => {
    const lying = Uint8Array.from(fixture('speech.ogg'));
    // The identification packet's block sizes (page header 28 bytes + 28 into the packet): 2^11/2^13 for 2^9/2^10.
    expect(lying[56]).toBe(0xa9);
    lying[56] = 0xdb;
    const decoded = await decodeAudio(lying);
    expect(relative(decoded.duration, SPEECH_SECONDS)).toBeLessThan(0.01);
  });

  it("names a damaged Opus file's failure in plain words, not the decoder's internals", async () => {
    const damaged = Uint8Array.from(fixture('speech.opus'));
    damaged[36] = (damaged[36]! + 33) & 255;
    const failure = await decodeAudio(damaged).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AudioDecodeError);
    expect((failure as Error).message).toBe('The Opus audio is damaged or incomplete and could not be decoded');
  });
});

describe('refusing what is not audio', () => {
  const unsupported = /^Not a supported audio file \(wav, ogg, mp3, flac, webm\)$/;

  it.each([
    ['text', Buffer.from('definitely not an audio file')],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex')],
    ['an MP4/M4A file', Buffer.concat([Buffer.from('00000020667479704d344120', 'hex'), Buffer.alloc(64)])],
    [
      'an Ogg stream of an unknown codec',
      Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('Speex   ')]),
    ],
  ])('refuses %s with an AudioDecodeError the uploader can read', async (_name, bytes) => {
    const failure = await decodeToMono(bytes).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AudioDecodeError);
    expect((failure as AudioDecodeError).reason).toBe('unsupported');
    expect((failure as Error).message).toMatch(unsupported);
    await expect(decodeStream(bytes).next()).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('says "no audio" for a container without samples', async () => {
    const headerOnly = fixture('speech.wav').subarray(0, 44);
    await expect(decodeToMono(headerOnly)).rejects.toMatchObject({ name: 'AudioDecodeError', reason: 'empty' });
    await expect(decodeToMono(fixture('tone-220.webm').subarray(0, 200))).rejects.toMatchObject({ reason: 'empty' });
  });

  it('decodes what there is of a recording cut short', async () => {
    const cut = await decodeToMono(fixture('tone-220.webm').subarray(0, 4000));
    expect(cut.duration).toBeGreaterThan(0.3);
    expect(cut.duration).toBeLessThan(1.5);
  });
});
