import { describe, expect, it } from 'vitest';
import { decodePcm } from './pcm-decoding';
import { decodeWav, encodeWav } from './wav-file';

describe('WAV and PCM', () => {
  it('round-trips samples through a 16-bit WAV across chunks', async () => {
    const wav = encodeWav([new Float32Array([0, 0.5]), new Float32Array([-0.5, 1])], 22050);
    const decoded = decodeWav(await wav.arrayBuffer());
    expect(decoded.sampleRate).toBe(22050);
    expect([...decoded.samples].map((value) => Math.round(value * 100) / 100)).toEqual([0, 0.5, -0.5, 1]);
  });

  it('skips chunks before data and refuses what is not a WAV', () => {
    const plain = new Uint8Array(encodeWavBytes());
    const withList = new Uint8Array(plain.length + 12);
    withList.set(plain.subarray(0, 36));
    withList.set(
      [...'LIST'].map((c) => c.charCodeAt(0)),
      36,
    );
    new DataView(withList.buffer).setUint32(40, 4, true);
    withList.set(plain.subarray(36), 48);
    expect(decodeWav(withList.buffer).samples.length).toBe(2);
    expect(() => decodeWav(new TextEncoder().encode('{"detail":"no"}').buffer as ArrayBuffer)).toThrow('not a WAV');
  });

  it('decodes each streaming encoding to the same samples', () => {
    const f32 = new Uint8Array(new Float32Array([0.25, -0.5]).buffer);
    const s16 = new Uint8Array(new Int16Array([8192, -16384]).buffer);
    expect([...decodePcm(f32, 'pcm_f32le')]).toEqual([0.25, -0.5]);
    expect([...decodePcm(s16, 'pcm_s16le')]).toEqual([0.25, -0.5]);
    // µ-law 0xFF is silence, 0x80 the loudest positive value.
    const mulaw = decodePcm(new Uint8Array([0xff, 0x80]), 'pcm_mulaw');
    expect(mulaw[0]).toBe(0);
    expect(mulaw[1]).toBeGreaterThan(0.9);
  });
});

function encodeWavBytes(): ArrayBuffer {
  const buffer = new ArrayBuffer(48);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 40, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, 4, true);
  view.setInt16(44, 100, true);
  view.setInt16(46, -100, true);
  return buffer;
}
