import { describe, expect, it } from 'vitest';
import { encodeWav } from '@audio-formats/wav-file';
import { openWavRanges } from './wav-ranges';

/** A mono 16-bit WAV with an 100 kB metadata chunk before its samples (its header spans two 64 kB reads). */
function wavWithMetadata(samples: Float32Array, sampleRate: number): Uint8Array {
  const plain = encodeWav(samples, sampleRate);
  const metadata = new Uint8Array(8 + 100_000);
  metadata.set([...'LIST'].map((char) => char.charCodeAt(0)));
  new DataView(metadata.buffer).setUint32(4, 100_000, true);
  const file = new Uint8Array(plain.length + metadata.length);
  file.set(plain.subarray(0, 36));
  file.set(metadata, 36);
  file.set(plain.subarray(36), 36 + metadata.length);
  return file;
}

/** Reads parts of `file` as a server answering Range requests would, counting the bytes sent. */
function servedFrom(file: Uint8Array) {
  const served = { bytes: 0 };
  const readRange = async (start: number, end: number) => {
    const bytes = file.slice(start, Math.min(end, file.length));
    served.bytes += bytes.length;
    return { bytes, total: file.length };
  };
  return { readRange, served };
}

describe('a WAV read in parts', () => {
  it('reads exactly the samples of a stretch, past a long metadata chunk, without the rest of the file', async () => {
    const sampleRate = 8000;
    const samples = new Float32Array(sampleRate * 60).map((_, i) => Math.sin(i / 7) * 0.5);
    samples[30 * sampleRate + 123] = -0.75;
    const file = wavWithMetadata(samples, sampleRate);
    const { readRange, served } = servedFrom(file);
    const wav = await openWavRanges(readRange);
    expect(wav).toMatchObject({ sampleRate, frames: samples.length });

    const before = served.bytes;
    const [read] = await wav.read(30 * sampleRate, 30 * sampleRate + 200);
    expect(served.bytes - before).toBe(400);
    expect(read).toHaveLength(200);
    expect(read![123]).toBeCloseTo(-0.75, 4);
    for (let i = 0; i < 200; i++) expect(read![i]).toBeCloseTo(samples[30 * sampleRate + i]!, 4);
    expect(await wav.read(5, 5)).toEqual([new Float32Array(0)]);
  });

  it('refuses what cannot be read by arithmetic: a compressed file, a 24-bit WAV', async () => {
    const ogg = new TextEncoder().encode('OggS'.padEnd(200, '\0'));
    await expect(openWavRanges(servedFrom(ogg).readRange)).rejects.toThrow('not a WAV file');
    const wav24 = encodeWav(new Float32Array(100), 8000);
    const view = new DataView(wav24.buffer);
    view.setUint16(32, 3, true);
    view.setUint16(34, 24, true);
    await expect(openWavRanges(servedFrom(wav24).readRange)).rejects.toThrow('24-bit pcm WAV is not read in parts');
  });
});
