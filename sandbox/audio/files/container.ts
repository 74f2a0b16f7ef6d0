import { isWavStart } from '../../../audio-formats/wav-header';

/**
 * What an audio file is, from its first bytes: the container (so stored files get the right extension and
 * content type) and the codec inside it (so the right decoder runs, also for a stream whose end has not arrived).
 */
export type AudioContainer = 'wav' | 'ogg' | 'mp3' | 'flac' | 'webm';

export const CONTENT_TYPES: Record<AudioContainer, string> = {
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  webm: 'audio/webm',
};

/** The codecs the engine decodes; the names are audio-decode's format keys (`oga` is Ogg Vorbis). */
export type AudioCodec = 'wav' | 'mp3' | 'flac' | 'oga' | 'opus' | 'webm';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** An MPEG audio frame header: sync, a valid version and layer, a usable bitrate and sample-rate index. */
function isMpegFrame(bytes: Uint8Array, offset: number): boolean {
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  return (
    bytes[offset] === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x18) !== 0x08 &&
    (b1 & 0x06) !== 0 &&
    (b2 & 0xf0) !== 0xf0 &&
    (b2 & 0x0c) !== 0x0c
  );
}

export function sniffContainer(bytes: Uint8Array): AudioContainer | null {
  if (bytes.length < 4) return null;
  if (isWavStart(bytes)) return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes, 0)) return 'mp3';
  return null;
}

/**
 * The codec of a file from its first page or header. Ogg needs its first packet: "OpusHead", "\x01vorbis" or
 * "\x7fFLAC". Null for anything else, including a file too short to tell.
 */
export function sniffCodec(bytes: Uint8Array): AudioCodec | null {
  const container = sniffContainer(bytes);
  if (container !== 'ogg') return container;
  if (bytes.length < 28) return null;
  const packet = 27 + bytes[26]!;
  if (ascii(bytes, packet, 8) === 'OpusHead') return 'opus';
  if (ascii(bytes, packet + 1, 6) === 'vorbis') return 'oga';
  if (ascii(bytes, packet + 1, 4) === 'FLAC') return 'flac';
  return null;
}
