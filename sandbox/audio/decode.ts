import decoders, { type AudioData, type StreamDecoder } from 'audio-decode';
import { sniffCodec, type AudioCodec } from './container';
import { concatSamples } from './concat-samples';

/**
 * Decoding of the files the studio accepts: wav, ogg (Vorbis, Opus, FLAC), mp3, flac, and the webm/Opus that
 * browsers' MediaRecorder writes. audio-decode (MIT) does the work with wasm builds of the reference codecs;
 * its FLAC wrapper keeps the final frame that @wasm-audio-decoders/flac alone drops, and its webm demuxer reads
 * the unknown-size segments and clusters MediaRecorder streams. The codec is chosen from the first bytes, never
 * from the file name, so formats audio-decode happens to know beyond these (m4a, aiff…) are refused like any
 * other file.
 */
export const SUPPORTED_FORMATS = 'wav, ogg, mp3, flac, webm';

export type AudioDecodeFailure = 'unsupported' | 'corrupt' | 'empty';

/** A file the engine cannot use; `message` is written for the person who uploaded it. */
export class AudioDecodeError extends Error {
  constructor(
    readonly reason: AudioDecodeFailure = 'unsupported',
    message = reason === 'empty' ? 'The file holds no audio samples' : `Not a supported audio file (${SUPPORTED_FORMATS})`,
  ) {
    super(message);
    this.name = 'AudioDecodeError';
  }
}

/** Every channel of a decoded file. */
export type DecodedAudio = { sampleRate: number; channels: Float32Array[]; duration: number };

/** One piece of a streamed decode, already mixed to mono. */
export type MonoChunk = { samples: Float32Array; sampleRate: number; channels: number };

async function openDecoder(codec: AudioCodec): Promise<StreamDecoder> {
  try {
    return await decoders[codec]();
  } catch (error) {
    throw new AudioDecodeError('corrupt', `The ${codec} decoder could not start (${error instanceof Error ? error.message : String(error)})`);
  }
}

function corrupt(error: unknown): AudioDecodeError {
  if (error instanceof AudioDecodeError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new AudioDecodeError('corrupt', `The audio could not be decoded (${detail}); supported formats: ${SUPPORTED_FORMATS}`);
}

function codecOf(bytes: Uint8Array): AudioCodec {
  const codec = sniffCodec(bytes);
  if (!codec) throw new AudioDecodeError('unsupported');
  return codec;
}

/** Decodes a whole file, keeping its channels. */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio> {
  const decoder = await openDecoder(codecOf(bytes));
  const parts: AudioData[] = [];
  try {
    parts.push(await decoder(bytes));
    parts.push(await decoder());
  } catch (error) {
    decoder.free();
    throw corrupt(error);
  }
  const filled = parts.filter((part) => part.sampleRate > 0 && part.channelData.length > 0);
  const sampleRate = filled[0]?.sampleRate ?? 0;
  const width = Math.max(0, ...filled.map((part) => part.channelData.length));
  const channels = Array.from({ length: width }, (_, channel) => concatSamples(filled.map((part) => part.channelData[channel % part.channelData.length]!)));
  const length = channels[0]?.length ?? 0;
  if (!sampleRate || length === 0) throw new AudioDecodeError('empty');
  return { sampleRate, channels, duration: length / sampleRate };
}

/** The bytes a codec can be told from: enough for an Ogg page header and its first packet. */
const SNIFF_BYTES = 512;

/**
 * Decodes a file as it arrives (a read stream, an async iterable of chunks, or a buffer, fed in 1 MB pieces)
 * and yields mono chunks, so an hour-long recording is measured without ever being held decoded.
 */
export async function* decodeStream(source: Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<MonoChunk> {
  const chunks = source instanceof Uint8Array ? pieces(source, 1 << 20) : source;
  let head: Uint8Array = new Uint8Array(0);
  let decoder: StreamDecoder | null = null;
  try {
    for await (const chunk of chunks) {
      if (decoder) {
        yield* emit(await decoder(chunk));
        continue;
      }
      head = joinBytes(head, chunk);
      if (head.length < SNIFF_BYTES) continue;
      decoder = await openDecoder(codecOf(head));
      yield* emit(await decoder(head));
    }
    if (!decoder) {
      decoder = await openDecoder(codecOf(head));
      yield* emit(await decoder(head));
    }
    const last = await decoder();
    decoder = null;
    yield* emit(last);
  } catch (error) {
    throw corrupt(error);
  } finally {
    decoder?.free();
  }
}

function* emit(data: AudioData): Generator<MonoChunk> {
  if (!data.sampleRate || data.channelData.length === 0 || data.channelData[0]!.length === 0) return;
  yield { samples: mixToMono(data.channelData), sampleRate: data.sampleRate, channels: data.channelData.length };
}

/** The average of the channels (a plain sum would clip); speech conversion needs nothing more than mono. */
export function mixToMono(channels: Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i++) mono[i]! += channel[i]!;
  const scale = 1 / channels.length;
  for (let i = 0; i < length; i++) mono[i]! *= scale;
  return mono;
}

function* pieces(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

function joinBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
