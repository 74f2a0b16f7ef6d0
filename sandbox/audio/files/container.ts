import { sniffContainer, type AudioContainer } from '../../../audio-formats/audio-container';

/** The content type a stored file is served with, by its container. */
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
