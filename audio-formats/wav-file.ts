import { floatToS16le, s16leToFloat } from './pcm-encodings';
import { readWavHeader } from './wav-header';

/**
 * Whole mono 16-bit PCM WAV files: what /tts/bytes answers, what the studio stores and uploads and what the
 * sandbox writes for conversions and voices. Plain bytes (no Buffer, no Blob), so the studio and the sandbox
 * share them.
 */
export type MonoWav = { samples: Float32Array; sampleRate: number };

const HEADER_BYTES = 44;

/** The canonical 44-byte header of a mono 16-bit PCM WAV, for writers that stream the data after it. */
export function wavHeader(dataBytes: number, sampleRate: number): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(sampleRate) || sampleRate < 1) throw new RangeError(`Invalid WAV sample rate ${sampleRate}`);
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((char, i) => (header[offset + i] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, Math.min(0xffffffff, 36 + dataBytes), true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, Math.min(0xffffffff, dataBytes), true);
  return header;
}

/** A complete mono 16-bit PCM WAV file at the given rate. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const data = floatToS16le(samples);
  const file = new Uint8Array(HEADER_BYTES + data.length);
  file.set(wavHeader(data.length, sampleRate));
  file.set(data, HEADER_BYTES);
  return file;
}

/**
 * A 16-bit PCM WAV's samples, several channels averaged to one. The header is checked as every upload's is
 * (wav-header.ts); anything but 16-bit PCM throws, so a wrong answer is reported rather than played as noise.
 */
export function decodeWav(bytes: Uint8Array): MonoWav {
  const { format, bitsPerSample, channels, sampleRate, dataOffset, dataBytes } = readWavHeader(bytes);
  if (format !== 'pcm' || bitsPerSample !== 16)
    throw new Error(`Unsupported WAV format (${bitsPerSample}-bit ${format})`);
  const interleaved = s16leToFloat(
    bytes.subarray(dataOffset, Math.min(bytes.length, dataOffset + (dataBytes ?? Infinity))),
  );
  if (channels === 1) return { samples: interleaved, sampleRate };
  const samples = new Float32Array(Math.floor(interleaved.length / channels));
  for (let frame = 0; frame < samples.length; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += interleaved[frame * channels + channel]!;
    samples[frame] = sum / channels;
  }
  return { samples, sampleRate };
}
