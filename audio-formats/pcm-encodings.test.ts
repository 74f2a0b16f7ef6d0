import { describe, expect, it } from 'vitest';
import { sine } from '../sandbox/audio/testing/signals';
import { f32leToFloat, floatToF32le, floatToMulaw, floatToS16le, mulawToFloat, s16leToFloat } from './pcm-encodings';

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
    for (let i = 0; i < tone.length; i++) expect(Math.abs(back[i]! - tone[i]!)).toBeLessThanOrEqual(Math.abs(tone[i]!) * 0.07 + 0.002);
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
});
