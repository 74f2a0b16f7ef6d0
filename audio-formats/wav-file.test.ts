import { describe, expect, it } from 'vitest';
import { decodeAudio } from '../sandbox/audio/files/decode';
import { sine, testWav } from '../sandbox/audio/testing/signals';
import { decodeWav, encodeWav, wavHeader } from './wav-file';
import { readWavHeader } from './wav-header';

const uint32 = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);

describe('WAV files', () => {
  it.each([8000, 16000, 22050, 24000, 44100, 48000])(
    'writes a mono 16-bit WAV at %d Hz that the sandbox decodes',
    async (rate) => {
      const tone = sine(440, rate, 0.1, 0.8);
      const wav = encodeWav(tone, rate);
      expect(readWavHeader(wav)).toMatchObject({
        format: 'pcm',
        sampleRate: rate,
        channels: 1,
        bitsPerSample: 16,
        dataBytes: tone.length * 2,
        dataOffset: 44,
      });
      expect(uint32(wav, 4)).toBe(wav.length - 8);
      expect(uint32(wav, 28)).toBe(rate * 2);
      const back = await decodeAudio(wav);
      expect(back.sampleRate).toBe(rate);
      expect(back.channels[0]!.length).toBe(tone.length);
      for (let i = 0; i < tone.length; i += 37) expect(back.channels[0]![i]).toBeCloseTo(tone[i]!, 4);
    },
  );

  it('streams a header whose sizes match the data that follows', () => {
    const header = wavHeader(1000, 22050);
    expect(header).toHaveLength(44);
    const file = new Uint8Array(1044);
    file.set(header);
    expect(readWavHeader(file)).toMatchObject({ dataOffset: 44, dataBytes: 1000, format: 'pcm' });
    expect(() => wavHeader(10, 0)).toThrow(RangeError);
  });

  it('finds the data after other chunks and reads the format of an extensible float file', () => {
    const tone = sine(100, 16000, 0.05);
    const wav = testWav([tone, tone], 16000, 'float32', { extensible: true, listChunk: true });
    const header = readWavHeader(wav);
    expect(header).toMatchObject({
      format: 'float',
      channels: 2,
      sampleRate: 16000,
      bitsPerSample: 32,
      dataBytes: tone.length * 8,
    });
    expect(wav.subarray(header.dataOffset - 8, header.dataOffset - 4).toString('latin1')).toBe('data');
    expect(() => readWavHeader(wav.subarray(0, 12))).toThrow(/without a format or data chunk/);
    expect(() => readWavHeader(new TextEncoder().encode('not a wav file at all'))).toThrow(/not a WAV/);
  });

  it('reads a 16-bit file back to mono samples in the studio, averaging channels and skipping chunks', () => {
    const decoded = decodeWav(encodeWav(Float32Array.of(0, 0.5, -0.5, 1), 22050));
    expect(decoded.sampleRate).toBe(22050);
    expect([...decoded.samples].map((value) => Math.round(value * 100) / 100)).toEqual([0, 0.5, -0.5, 1]);
    const stereo = decodeWav(
      testWav([Float32Array.of(0.5, 0.25), Float32Array.of(-0.5, 0.25)], 16000, 'pcm16', { listChunk: true }),
    );
    expect([...stereo.samples].map((value) => Math.round(value * 100) / 100)).toEqual([0, 0.25]);
    expect(() => decodeWav(new TextEncoder().encode('{"detail":"no"}'))).toThrow('not a WAV');
    expect(() => decodeWav(testWav([sine(100, 16000, 0.01)], 16000, 'float32'))).toThrow(
      'Unsupported WAV format (32-bit float)',
    );
  });
});
