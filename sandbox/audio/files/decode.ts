import decoders, { type AudioData, type StreamDecoder } from 'audio-decode';
import { sniffCodec, type AudioCodec } from './container';
import { checkAudioShape } from '../../../audio-formats/audio-limits';
import { concatSamples } from '../../../audio-formats/concat-samples';
import { checkedWavStream, readWavHeader } from '../../../audio-formats/wav-header';
import { WavPcmReader } from '../../../audio-formats/wav-pcm-reader';
import { OggGranule } from './ogg-granule';

/**
 * Decoding of the files the studio accepts: wav, ogg (Vorbis, Opus, FLAC), mp3, flac, and the webm/Opus that
 * browsers' MediaRecorder writes. audio-decode (MIT) does the work with wasm builds of the reference codecs;
 * its FLAC wrapper keeps the final frame that @wasm-audio-decoders/flac alone drops, and its webm demuxer reads
 * the unknown-size segments and clusters MediaRecorder streams. The codec is chosen from the first bytes, never
 * from the file name, so formats audio-decode happens to know beyond these (m4a, aiff…) are refused like any
 * other file.
 */
export const SUPPORTED_FORMATS = 'wav, ogg, mp3, flac, webm';

export type AudioDecodeFailure = 'unsupported' | 'corrupt' | 'empty' | 'too long';

/** A file the engine cannot use; `message` is written for the person who uploaded it. */
export class AudioDecodeError extends Error {
  constructor(
    readonly reason: AudioDecodeFailure = 'unsupported',
    message = reason === 'empty'
      ? 'The file holds no audio samples'
      : `Not a supported audio file (${SUPPORTED_FORMATS})`,
  ) {
    super(message);
    this.name = 'AudioDecodeError';
  }
}

/** Every channel of a decoded file. */
export type DecodedAudio = { sampleRate: number; channels: Float32Array[]; duration: number };

/**
 * One piece of a streamed decode, already mixed to mono. `samples` may be a view of a buffer the decode reuses
 * for the next piece: valid until the iteration goes on, so a consumer that keeps samples copies them.
 */
export type MonoChunk = { samples: Float32Array; sampleRate: number; channels: number };

async function openDecoder(codec: AudioCodec): Promise<StreamDecoder> {
  try {
    return await decoders[codec]();
  } catch (error) {
    throw new AudioDecodeError(
      'corrupt',
      `The ${codec} decoder could not start (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Failures of the decoders' own code (a property of undefined, an index out of range, a wasm trap), not of the file's format. */
const INTERNAL_FAILURES = [TypeError, RangeError, ReferenceError, WebAssembly.RuntimeError];

/**
 * A decoder's failure, in words for the person who uploaded the file. The decoders' format errors ("Out of data
 * while inside an Ogg Page") are kept; their internal ones ("Cannot read properties of undefined (reading
 * 'samples')") say nothing about the file, so they become "damaged or incomplete", naming the codec.
 */
function corrupt(error: unknown, codec: AudioCodec | null): AudioDecodeError {
  if (error instanceof AudioDecodeError) return error;
  if (!(error instanceof Error) || INTERNAL_FAILURES.some((kind) => error instanceof kind)) {
    return new AudioDecodeError(
      'corrupt',
      `The ${codec ? `${CODEC_NAMES[codec]} ` : ''}audio is damaged or incomplete and could not be decoded`,
    );
  }
  return new AudioDecodeError(
    'corrupt',
    `The audio could not be decoded (${error.message}); supported formats: ${SUPPORTED_FORMATS}`,
  );
}

const CODEC_NAMES: Record<AudioCodec, string> = {
  wav: 'WAV',
  mp3: 'MP3',
  flac: 'FLAC',
  oga: 'Ogg',
  opus: 'Opus',
  webm: 'WebM',
};

function codecOf(bytes: Uint8Array): AudioCodec {
  const codec = sniffCodec(bytes);
  if (!codec) throw new AudioDecodeError('unsupported');
  return codec;
}

/** Decodes a whole file, keeping its channels. */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio> {
  const parts: AudioData[] = [];
  for await (const part of decodeParts([bytes])) parts.push(part);
  const filled = parts.filter((part) => part.sampleRate > 0 && part.channelData.length > 0);
  const sampleRate = filled[0]?.sampleRate ?? 0;
  const width = Math.max(0, ...filled.map((part) => part.channelData.length));
  const channels = Array.from({ length: width }, (_, channel) =>
    concatSamples(
      filled.map((part) => part.channelData[channel % part.channelData.length]!),
      Float32Array,
    ),
  );
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
export async function* decodeStream(
  source: Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): AsyncGenerator<MonoChunk> {
  for await (const data of decodeParts(source instanceof Uint8Array ? pieces(source, 1 << 20) : source)) {
    if (!data.sampleRate || data.channelData.length === 0 || data.channelData[0]!.length === 0) continue;
    yield { samples: mixToMono(data.channelData), sampleRate: data.sampleRate, channels: data.channelData.length };
  }
}

/**
 * The decoder's output piece by piece, every failure an AudioDecodeError. A WAV reaches the decoder only through
 * its checked header (wav-header.ts), so nothing is sized from a field that lies; other codecs' output is checked
 * against the same limits (audio-limits.ts) as it comes.
 */
async function* decodeParts(source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<AudioData> {
  const chunks = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : toAsync(source[Symbol.iterator]());
  let decoder: StreamDecoder | null = null;
  let codec: AudioCodec | null = null;
  try {
    const head = await readHead(chunks);
    codec = codecOf(head);
    decoder = await openDecoder(codec);
    const input = withHead(head, chunks);
    const decode = codec === 'wav' ? wavDecoder(decoder) : decoder;
    // Ogg Vorbis and FLAC end where the pages' granule says (ogg-granule.ts); Opus's granule counts differently.
    const granule = codec === 'oga' ? new OggGranule() : null;
    let decoded = 0;
    const measured = (data: AudioData): AudioData => {
      withinLimits(data);
      if (!granule || granule.position < 0 || data.channelData.length === 0) return data;
      const room = Math.max(0, granule.position - decoded);
      const length = data.channelData[0]!.length;
      decoded += Math.min(length, room);
      return length <= room
        ? data
        : { ...data, channelData: data.channelData.map((channel) => channel.subarray(0, room)) };
    };
    for await (const chunk of codec === 'wav' ? checkedWavStream(input) : input) {
      granule?.push(chunk);
      yield measured(await decode(chunk));
    }
    const last = await decoder();
    decoder = null;
    yield measured(last);
  } catch (error) {
    throw corrupt(error, codec);
  } finally {
    decoder?.free();
    // A refused or abandoned decode stops reading its source (closing a file stream).
    await chunks.return?.();
  }
}

/**
 * The decoder of a checked WAV stream (its first piece is the header checkedWavStream writes): 16-bit PCM and
 * float data go to WavPcmReader, which reuses its buffers, anything else to audio-decode's decoder.
 */
function wavDecoder(general: StreamDecoder): (chunk: Uint8Array) => AudioData | Promise<AudioData> {
  let decode: ((chunk: Uint8Array) => AudioData | Promise<AudioData>) | null = null;
  return (chunk) => {
    if (decode) return decode(chunk);
    const format = readWavHeader(chunk);
    if (WavPcmReader.reads(format)) {
      const reader = new WavPcmReader(format);
      decode = (data) => ({ channelData: reader.decode(data), sampleRate: format.sampleRate });
      return { channelData: [], sampleRate: 0 };
    }
    decode = general;
    return general(chunk);
  };
}

/** The first SNIFF_BYTES of a source, or all of a shorter one; `chunks` goes on from there. */
async function readHead(chunks: AsyncIterator<Uint8Array>): Promise<Uint8Array> {
  let head: Uint8Array = new Uint8Array(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = joinBytes(head, next.value);
  }
  return head;
}

async function* withHead(head: Uint8Array, chunks: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (head.length > 0) yield head;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

function toAsync(iterator: Iterator<Uint8Array>): AsyncIterator<Uint8Array> {
  return {
    next: async () => iterator.next(),
    return: async () => iterator.return?.() ?? { done: true, value: undefined },
  };
}

function withinLimits(data: AudioData): AudioData {
  if (data.sampleRate && data.channelData.length > 0) checkAudioShape(data.channelData.length, data.sampleRate);
  return data;
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

/** Always a copy: a source may refill the buffer its pieces view (audio-file-pieces.ts). */
function joinBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
