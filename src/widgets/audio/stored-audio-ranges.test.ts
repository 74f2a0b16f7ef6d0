import { describe, expect, it } from 'vitest';
import { encodeWav } from '@audio-formats/wav-file';
import { openStoredAudio } from './stored-audio-ranges';

const servedFrom = (file: Uint8Array) => async (start: number, end: number) => ({
  bytes: file.slice(start, Math.min(end, file.length)),
  total: file.length,
});

describe('a stored file opened for reading in parts', () => {
  it('is read by what its first bytes say: a WAV by its data chunk', async () => {
    const ranges = await openStoredAudio(servedFrom(encodeWav(new Float32Array(24_566), 16_000)));
    expect(ranges).toMatchObject({ sampleRate: 16_000, frames: 24_566 });
  });

  it('says what it is when it cannot be read in parts', async () => {
    // A WebM file starts with its EBML header's id.
    const webm = new Uint8Array(1000);
    webm.set([0x1a, 0x45, 0xdf, 0xa3]);
    await expect(openStoredAudio(servedFrom(webm))).rejects.toThrow('WebM audio is not read in parts');
    await expect(openStoredAudio(servedFrom(new Uint8Array(1000).fill(7)))).rejects.toThrow(
      'not an audio file the detail can read',
    );
  });
});
