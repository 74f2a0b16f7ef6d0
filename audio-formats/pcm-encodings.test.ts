import { describe, expect, it } from 'vitest';
import { sine } from '../sandbox/audio/testing/signals';
import {
  f32leInto,
  f32leToFloat,
  floatToF32le,
  floatToMulaw,
  floatToS16le,
  floatToS16leInto,
  mulawToFloat,
  s16leInto,
  s16leToFloat,
} from './pcm-encodings';

describe('the PCM encodings the TTS API streams', () => {
  it('pcm_s16le: full scale to the ends of the 16-bit range, clipping instead of wrapping', () => {
    const bytes = floatToS16le(Float32Array.of(0, 1, -1, 0.5, 2, -3, Number.NaN));
    expect([...new Int16Array(bytes.buffer)]).toEqual([0, 32767, -32768, 16384, 32767, -32768, 0]);
  });

  it('pcm_f32le: four bytes a sample, values kept', () => {
    const bytes = floatToF32le(Float32Array.of(0.25, -0.5, 4));
    expect(bytes).toHaveLength(12);
    expect([...new Float32Array(bytes.buffer)]).toEqual([0.25, -0.5, 1]);
  });

  it('pcm_mulaw: G.711 code points, and a round trip within the law’s step size', () => {
    expect([...floatToMulaw(Float32Array.of(0, 1, -1))]).toEqual([0xff, 0x80, 0x00]);
    const tone = sine(300, 8000, 0.1, 0.9);
    const back = mulawToFloat(floatToMulaw(tone));
    for (let i = 0; i < tone.length; i++)
      expect(Math.abs(back[i]! - tone[i]!)).toBeLessThanOrEqual(Math.abs(tone[i]!) * 0.07 + 0.002);
  });

  it('decodes each encoding back to the same samples, from any byte offset', () => {
    const samples = Float32Array.of(0.25, -0.5);
    expect([...f32leToFloat(floatToF32le(samples))]).toEqual([0.25, -0.5]);
    expect([...s16leToFloat(floatToS16le(samples))]).toEqual([0.25, -0.5]);
    // A chunk cut out of a larger message starts at an odd offset, where a typed-array view would throw.
    const shifted = new Uint8Array(5);
    shifted.set(floatToS16le(samples), 1);
    expect(s16leToFloat(shifted.subarray(1))).toEqual(s16leToFloat(floatToS16le(samples)));
  });

  it('decodes into a given buffer: the same samples as the allocating decode, from any byte offset, count returned', () => {
    const tone = sine(440, 8000, 0.05, 0.8);
    const s16 = floatToS16le(tone);
    const f32 = floatToF32le(tone);
    for (const offset of [0, 1, 2, 3]) {
      const shifted = (bytes: Uint8Array) => {
        const copy = new Uint8Array(bytes.length + offset + 1);
        copy.set(bytes, offset);
        return copy.subarray(offset, offset + bytes.length);
      };
      const into = new Float32Array(tone.length + 5).fill(9);
      expect(s16leInto(shifted(s16), into)).toBe(tone.length);
      expect(into.subarray(0, tone.length)).toEqual(s16leToFloat(s16));
      expect(into[tone.length], 'nothing written past the count').toBe(9);
      expect(f32leInto(shifted(f32), into)).toBe(tone.length);
      expect(into.subarray(0, tone.length)).toEqual(f32leToFloat(f32));
    }
    // A trailing partial sample is left for the caller to carry.
    expect(s16leInto(s16.subarray(0, 7), new Float32Array(3))).toBe(3);
    expect(f32leInto(f32.subarray(0, 11), new Float32Array(2))).toBe(2);
    expect(() => s16leInto(s16, new Float32Array(4))).toThrow(RangeError);
  });

  it('encodes into a given buffer, at any byte offset, the bytes of the allocating encode', () => {
    const samples = Float32Array.of(0, 1, -1, 0.5, 2, -3, Number.NaN, 0.123);
    const out = new Uint8Array(40).fill(7);
    expect(floatToS16leInto(samples, out.subarray(3))).toBe(16);
    expect(out.subarray(3, 19)).toEqual(floatToS16le(samples));
    expect(out[19]).toBe(7);
    expect(() => floatToS16leInto(samples, new Uint8Array(15))).toThrow(RangeError);
  });
});
