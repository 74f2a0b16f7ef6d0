import { describe, expect, it } from 'vitest';
import { AudioDecodeError, decodeAudio } from './decode';
import { decodeToMono } from '../testing/decode-mono';
import { scanAudio } from './scan-audio';
import { chunk, fmtBody, garbage, LYING_FILES, riff } from '../testing/lying-audio';
import { sine } from '../testing/signals';
import { floatToS16le } from '../../../audio-formats/pcm-encodings';
import { readWavHeader } from '../../../audio-formats/wav-header';

/** The samples of a file decoded as the upload scan does, in pieces of `pieceBytes`. */
async function streamed(bytes: Uint8Array, pieceBytes: number): Promise<number> {
  function* pieces() {
    for (let offset = 0; offset < bytes.length; offset += pieceBytes) yield bytes.subarray(offset, offset + pieceBytes);
  }
  const scan = await scanAudio(pieces());
  return Math.round(scan.duration * scan.sampleRate);
}

describe('headers that lie', () => {
  it.each(LYING_FILES.map((file) => [file.name, file] as const))(
    'refuses %s, whole or streamed, saying what is wrong',
    async (_name, file) => {
      const whole = await decodeAudio(file.bytes).catch((error: unknown) => error);
      expect(whole).toBeInstanceOf(AudioDecodeError);
      expect((whole as Error).message).toMatch(file.message);
      // Streamed in pieces as small as 7 bytes, so every field of the header arrives split.
      for (const pieceBytes of [7, 4096]) {
        const failure = await streamed(file.bytes, pieceBytes).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(AudioDecodeError);
        expect((failure as Error).message).toMatch(file.message);
      }
    },
  );
});

describe('honest WAV files with unusual layouts', () => {
  const tone = sine(220, 16000, 0.5);
  const data = floatToS16le(tone);

  it('reads past an odd-sized chunk and its pad byte (RIFF pads every chunk to an even size)', async () => {
    const info = Buffer.concat([chunk('LIST', Buffer.from('INFOISFT\x05\x00\x00\x00take!')), Buffer.alloc(1)]);
    expect(info.length % 2).toBe(0);
    const wav = riff([info, chunk('fmt ', fmtBody()), chunk('data', data)], { fill: false });
    const audio = await decodeToMono(wav);
    expect(audio.samples).toHaveLength(tone.length);
    expect(audio.samples[100]).toBeCloseTo(tone[100]!, 4);
    expect(await streamed(wav, 5)).toBe(tone.length);
    expect(readWavHeader(wav).dataBytes).toBe(data.length);
  });

  it('decodes what there is of a recording cut short, however much its header declared', async () => {
    const wav = riff([chunk('fmt ', fmtBody()), chunk('data', data, 0xfffffff0)], { fill: false });
    expect((await decodeToMono(wav)).samples).toHaveLength(tone.length);
    expect(await streamed(wav, 1000)).toBe(tone.length);
  });

  it('reads an open data size (0 or 0xFFFFFFFF, as streaming writers leave it) to the end of the file', async () => {
    for (const open of [0, 0xffffffff]) {
      const wav = riff([chunk('fmt ', fmtBody()), chunk('data', data, open)], { fill: false });
      expect((await decodeToMono(wav)).samples).toHaveLength(tone.length);
    }
  });

  it('stops at the declared data size, whatever chunks follow it', async () => {
    const wav = riff([chunk('fmt ', fmtBody()), chunk('data', data), chunk('LIST', garbage(1001)), Buffer.alloc(1)], {
      fill: false,
    });
    expect((await decodeToMono(wav)).samples).toHaveLength(tone.length);
  });

  it('decodes IMA ADPCM whose blocks hold what their bytes encode', async () => {
    // 36-byte mono blocks: a 4-byte header and 32 bytes of 4-bit codes, 65 samples each.
    const blocks = Buffer.alloc(36 * 10);
    const wav = riff(
      [
        chunk('fmt ', fmtBody({ tag: 0x11, bits: 4, blockAlign: 36, extra: Buffer.from([2, 0, 65, 0]) })),
        chunk('data', blocks),
      ],
      { fill: false },
    );
    expect((await decodeToMono(wav)).samples).toHaveLength(650);
  });
});
