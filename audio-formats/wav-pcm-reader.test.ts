import { describe, expect, it } from 'vitest';
import { sine } from '../sandbox/audio/testing/signals';
import { f32leToFloat, floatToF32le, floatToS16le, s16leToFloat } from './pcm-encodings';
import { WavPcmReader } from './wav-pcm-reader';
import type { WavFormat } from './wav-header';

const format = (encoding: 'pcm' | 'float', bitsPerSample: number, channels: number): WavFormat => ({
  format: encoding,
  bitsPerSample,
  channels,
  sampleRate: 8000,
  blockAlign: (channels * bitsPerSample) / 8,
});

/** Every channel of `data` decoded in pieces of `size` bytes, the pieces' samples copied out as they come. */
const decodeInPieces = (reader: WavPcmReader, data: Uint8Array, size: number, channels: number) => {
  const out = Array.from({ length: channels }, () => [] as number[]);
  for (let offset = 0; offset < data.length; offset += size) {
    const decoded = reader.decode(data.subarray(offset, offset + size));
    decoded.forEach((samples, channel) => out[channel]!.push(...samples));
  }
  return out;
};

describe('WavPcmReader: WAV data decoded piece by piece into reused buffers', () => {
  const tone = sine(300, 8000, 0.05, 0.9);

  it.each([
    ['16-bit mono', format('pcm', 16, 1), floatToS16le, s16leToFloat],
    ['float mono', format('float', 32, 1), floatToF32le, f32leToFloat],
  ] as const)(
    '%s: any cut, odd ones splitting a sample, gives the samples of the whole',
    (_name, wav, encode, decodeWhole) => {
      const data = encode(tone);
      const whole = [...decodeWhole(data)];
      for (const size of [1, 3, 777, 4096, data.length])
        expect(decodeInPieces(new WavPcmReader(wav), data, size, 1)).toEqual([whole]);
    },
  );

  it('stereo 16-bit: frames cut anywhere are carried over and split into channels', () => {
    const right = tone.map((sample) => -sample / 2);
    const interleaved = new Float32Array(tone.length * 2);
    tone.forEach((sample, i) => ((interleaved[2 * i] = sample), (interleaved[2 * i + 1] = right[i]!)));
    const data = floatToS16le(interleaved);
    const channels = [[...s16leToFloat(floatToS16le(tone))], [...s16leToFloat(floatToS16le(right))]];
    for (const size of [1, 3, 5, 1001])
      expect(decodeInPieces(new WavPcmReader(format('pcm', 16, 2)), data, size, 2)).toEqual(channels);
  });

  it('reuses its buffer: a piece of the same size decodes into the same memory', () => {
    const reader = new WavPcmReader(format('pcm', 16, 1));
    const data = floatToS16le(tone);
    const first = reader.decode(data.subarray(0, 200))[0]!;
    const second = reader.decode(data.subarray(200, 400))[0]!;
    expect(second.buffer).toBe(first.buffer);
    expect([...second]).toEqual([...s16leToFloat(data.subarray(200, 400))]);
  });

  it('refuses an encoding it does not read', () => {
    expect(WavPcmReader.reads(format('pcm', 24, 1))).toBe(false);
    expect(() => new WavPcmReader(format('pcm', 24, 1))).toThrow(/reads 16-bit PCM and 32-bit float, not 24-bit pcm/);
  });
});
