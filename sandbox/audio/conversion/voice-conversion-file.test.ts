import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToMono } from '../testing/decode-mono';
import { computePeaks } from '../files/peaks';
import { resample } from '../dsp/resample';
import { synthesize, SYNTHESIS_RATE } from '../synthesis/synthesis';
import { convertVoice, NoVoicedSpeechError } from './voice-conversion';
import { convertVoiceFile } from './voice-conversion-file';
import { floatToS16le } from '../../../audio-formats/pcm-encodings';
import { encodeWav } from '../../../audio-formats/wav-file';
import { readWavHeader } from '../../../audio-formats/wav-header';

const dir = mkdtempSync(path.join(os.tmpdir(), 'voice-conversion-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** About ten seconds of eSpeak speech with varied intonation, at 44.1 kHz: a real take, several blocks long. */
const take = await (async () => {
  const sentences = [
    'The quick brown fox jumps over the lazy dog.',
    'How vexingly quick daft zebras jump!',
    'Sphinx of black quartz, judge my vow.',
  ];
  const parts = await Promise.all(
    sentences.map((text, index) => synthesize(text, { language: 'en', pitch: 40 + 10 * index })),
  );
  const speech = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (speech.set(part, offset), offset + part.length), 0);
  const file = path.join(dir, 'take.wav');
  writeFileSync(file, encodeWav(resample(speech, SYNTHESIS_RATE, 44100), 44100));
  return { file, ...(await decodeToMono(readFileSync(file))) };
})();

/** The data chunk of a WAV file the engine wrote. */
const pcmOf = (file: string) => {
  const bytes = readFileSync(file);
  const header = readWavHeader(bytes);
  return bytes.subarray(header.dataOffset, header.dataOffset + header.dataBytes!);
};

describe('file-to-file voice conversion in blocks', () => {
  it.each([
    ['pitch only', 1, 4096],
    ['pitch and formants (the anti-alias low-pass runs in blocks too)', 1.12, 3001],
    ['a deeper voice', 0.9, 40000],
  ])('writes exactly the samples of the whole-signal conversion: %s', async (_name, formantRatio, blockSize) => {
    const target = { sourceF0: null, targetF0: 180, formantRatio };
    const output = path.join(dir, `out-${formantRatio}.wav`);
    const result = await convertVoiceFile(take.file, output, target, { maxSampleRate: 48000, blockSize });
    const whole = convertVoice(take.samples, take.sampleRate, target);

    expect(take.samples.length / blockSize, 'the take spans several blocks').toBeGreaterThan(5);
    expect(pcmOf(output).equals(floatToS16le(whole))).toBe(true);
    expect(readWavHeader(readFileSync(output))).toMatchObject({
      sampleRate: 44100,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: 2 * whole.length,
    });
    expect(result).toMatchObject({ sampleRate: 44100, duration: whole.length / 44100, bytes: 44 + 2 * whole.length });
    expect(result.peaks).toEqual(computePeaks(whole, 44100));
  });

  it('resamples an input above the output ceiling while decoding, as the whole-signal path does', async () => {
    const target = { sourceF0: 120, targetF0: 150, formantRatio: 1 };
    const output = path.join(dir, 'out-capped.wav');
    const result = await convertVoiceFile(take.file, output, target, { maxSampleRate: 32000, blockSize: 5000 });
    const whole = convertVoice(resample(take.samples, take.sampleRate, 32000), 32000, target);
    expect(result.sampleRate).toBe(32000);
    expect(pcmOf(output).equals(floatToS16le(whole))).toBe(true);
  });

  it('converts compressed uploads decoded piece by piece', async () => {
    const output = path.join(dir, 'out-ogg.wav');
    const fixture = new URL('../fixtures/speech.ogg', import.meta.url).pathname;
    const decoded = await decodeToMono(readFileSync(fixture));
    const result = await convertVoiceFile(
      fixture,
      output,
      { sourceF0: null, targetF0: 200, formantRatio: 1.12 },
      { maxSampleRate: 48000, blockSize: 2048 },
    );
    expect(result.duration).toBeCloseTo(decoded.duration, 6);
    expect(
      pcmOf(output).equals(
        floatToS16le(
          convertVoice(decoded.samples, decoded.sampleRate, { sourceF0: null, targetF0: 200, formantRatio: 1.12 }),
        ),
      ),
    ).toBe(true);
  });

  it('leaves no output or scratch files behind when the recording has no voice', async () => {
    const folder = mkdtempSync(path.join(dir, 'silence-'));
    writeFileSync(path.join(folder, 'in.wav'), encodeWav(new Float32Array(48000), 24000));
    await expect(
      convertVoiceFile(
        path.join(folder, 'in.wav'),
        path.join(folder, 'out.wav'),
        { sourceF0: null, targetF0: 200, formantRatio: 1 },
        { maxSampleRate: 48000 },
      ),
    ).rejects.toThrow(NoVoicedSpeechError);
    expect(readdirSync(folder)).toEqual(['in.wav']);
  });
});
