import { audioFilePieces } from '../files/audio-file-pieces';
import { AudioDecodeError, decodeStream } from '../files/decode';
import type { PeaksDocument } from '../../../contract/gateway/peaks';
import { PeaksBuilder } from '../files/peaks';
import { Resampler } from '../dsp/resample';
import { FileSampleStore, type SampleStore } from '../dsp/sample-store';
import { convertVoiceStream, type ConversionTarget } from './voice-conversion';
import { WavFileWriter } from '../files/wav-file-writer';

/**
 * The conversion job from file to file in bounded memory: the upload is decoded piece by piece (and resampled
 * down when above `maxSampleRate`) into a raw float file beside the output, the engine makes its passes over
 * that in blocks (voice-conversion.ts), and the result is written to a WAV as it comes, with its waveform peaks
 * computed on the way. Memory stays a few blocks and the pitch track, whatever the length; disk holds the
 * scratch signals instead (`<output>.<name>-<n>.f32`, at most two float copies at a time: 8 bytes a sample,
 * 1.4 GB for an hour at 48 kHz; removed at the end, and by the sandbox's temp clean-up after a crash). The
 * samples are those of the in-memory conversion of the whole decoded file.
 */
export type FileConversion = { sampleRate: number; duration: number; peaks: PeaksDocument; bytes: number };

/** Samples per block: 256 KB of floats, large enough that reads and calls cost nothing next to the work. */
export const FILE_BLOCK_SIZE = 1 << 16;

export async function convertVoiceFile(
  inputPath: string,
  outputPath: string,
  target: ConversionTarget,
  options: { maxSampleRate: number; blockSize?: number },
): Promise<FileConversion> {
  let count = 0;
  const scratch = (name: string) => new FileSampleStore(`${outputPath}.${name}-${count++}.f32`);
  const input = scratch('input');
  try {
    const sampleRate = await decodeInto(inputPath, input, options.maxSampleRate);
    const writer = new WavFileWriter(outputPath, sampleRate);
    try {
      const peaks = new PeaksBuilder(sampleRate, { expectedDuration: input.length / sampleRate });
      convertVoiceStream(
        input,
        sampleRate,
        target,
        { blockSize: options.blockSize ?? FILE_BLOCK_SIZE, scratch },
        (block) => {
          peaks.push(block);
          writer.write(block);
        },
      );
      const bytes = writer.close();
      return { sampleRate, duration: input.length / sampleRate, peaks: peaks.finish(), bytes };
    } catch (error) {
      writer.abort();
      throw error;
    }
  } finally {
    input.dispose();
  }
}

/** Decodes a file to mono into `store`, resampled down to `maxSampleRate` when above it; returns the rate. */
async function decodeInto(file: string, store: SampleStore, maxSampleRate: number): Promise<number> {
  let rate = 0;
  let resampler: Resampler | null = null;
  try {
    for await (const chunk of decodeStream(audioFilePieces(file))) {
      if (!rate) {
        rate = chunk.sampleRate;
        if (rate > maxSampleRate) resampler = new Resampler(rate, maxSampleRate);
      }
      if (chunk.sampleRate !== rate) throw new AudioDecodeError('corrupt', 'The sample rate changes within the file');
      store.append(resampler ? resampler.process(chunk.samples) : chunk.samples);
    }
    if (resampler) store.append(resampler.finish());
  } finally {
    resampler?.dispose();
  }
  if (!rate || store.length === 0) throw new AudioDecodeError('empty');
  return resampler ? maxSampleRate : rate;
}
