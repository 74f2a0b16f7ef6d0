import { isWavStart } from './wav-header';

/**
 * What an audio file is, from its first bytes: the sandbox stores it with the right extension and content type,
 * and the studio picks how to read a stored file in parts (wav-ranges, coded-ranges).
 */
export type AudioContainer = 'wav' | 'ogg' | 'mp3' | 'flac' | 'webm';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * An MPEG audio frame header of any layer (the sandbox's decoder plays I to III): sync, a valid version and layer,
 * a usable bitrate and sample-rate index. Reading the frames themselves is mpeg-audio-frames.ts.
 */
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

/** The container its first bytes say, or null for anything else, including fewer than four bytes. */
export function sniffContainer(bytes: Uint8Array): AudioContainer | null {
  if (bytes.length < 4) return null;
  if (isWavStart(bytes)) return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes, 0)) return 'mp3';
  return null;
}
