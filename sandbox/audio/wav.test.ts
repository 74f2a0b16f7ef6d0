import { describe, expect, it } from 'vitest';
import { decodeAudio } from './decode';
import { sine, testWav } from './testing/signals';
import { encodeWav, floatToF32le, floatToMulaw, floatToS16le, mulawToFloat, parseWavHeader, readWavHeader, wavHeader } from './wav';

describe('WAV encoding', () => {
  it.each([8000, 16000, 22050, 24000, 44100, 48000])('writes a mono 16-bit WAV at %d Hz that reads back', async (rate) => {
    const tone = sine(440, rate, 0.1, 0.8);
    const wav = encodeWav(tone, rate);
    expect(readWavHeader(wav)).toEqual({ sampleRate: rate, channels: 1, bitsPerSample: 16, dataBytes: tone.length * 2 });
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.readUInt32LE(28)).toBe(rate * 2);
    const back = await decodeAudio(wav);
    expect(back.sampleRate).toBe(rate);
    expect(back.channels[0]!.length).toBe(tone.length);
    for (let i = 0; i < tone.length; i += 37) expect(back.channels[0]![i]).toBeCloseTo(tone[i]!, 4);
  });

  it('streams a header whose sizes match the data that follows', () => {
    const header = wavHeader(1000, 22050);
    expect(header).toHaveLength(44);
    expect(parseWavHeader(Buffer.concat([header, Buffer.alloc(1000)]))).toMatchObject({ dataOffset: 44, dataBytes: 1000, format: 'pcm' });
    expect(() => wavHeader(10, 0)).toThrow(RangeError);
  });

  it('finds the data after other chunks and reads the format of an extensible float file', () => {
    const tone = sine(100, 16000, 0.05);
    const wav = testWav([tone, tone], 16000, 'float32', { extensible: true, listChunk: true });
    const header = parseWavHeader(wav);
    expect(header).toMatchObject({ format: 'float', channels: 2, sampleRate: 16000, bitsPerSample: 32, dataBytes: tone.length * 8 });
    expect(wav.subarray(header.dataOffset - 8, header.dataOffset - 4).toString('latin1')).toBe('data');
    expect(() => parseWavHeader(Buffer.from('RIFF0000WAVEjunk'))).toThrow(/data chunk/);
    expect(() => parseWavHeader(Buffer.from('not a wav file at all'))).toThrow(/not a WAV/);
  });
});

describe('PCM encodings the TTS API streams', () => {
  it('pcm_s16le: full scale to the ends of the 16-bit range, clipping instead of wrapping', () => {
    const bytes = floatToS16le(Float32Array.of(0, 1, -1, 0.5, 2, -3, Number.NaN));
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => bytes.readInt16LE(i * 2))).toEqual([0, 32767, -32768, 16384, 32767, -32768, 0]);
  });

  it('pcm_f32le: four bytes a sample, values kept', () => {
    const bytes = floatToF32le(Float32Array.of(0.25, -0.5, 4));
    expect(bytes).toHaveLength(12);
    expect([bytes.readFloatLE(0), bytes.readFloatLE(4), bytes.readFloatLE(8)]).toEqual([0.25, -0.5, 1]);
  });

  it('pcm_mulaw: G.711 code points, and a round trip within the law’s step size', () => {
    expect([...floatToMulaw(Float32Array.of(0, 1, -1))]).toEqual([0xff, 0x80, 0x00]);
    const tone = sine(300, 8000, 0.1, 0.9);
    const back = mulawToFloat(floatToMulaw(tone));
    for (let i = 0; i < tone.length; i++) expect(Math.abs(back[i]! - tone[i]!)).toBeLessThanOrEqual(Math.abs(tone[i]!) * 0.07 + 0.002);
  });
});
