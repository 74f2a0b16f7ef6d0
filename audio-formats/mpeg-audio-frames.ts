/** One MPEG audio (MP3, layer III) frame's header: how long the frame is and how many samples it holds. */
export type MpegFrameHeader = { bytes: number; samples: number; sampleRate: number; channels: number; mpeg1: boolean };

const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES = [44_100, 48_000, 32_000];

/**
 * The layer III frame header at `at`, or null where there is none. Free-format bitrate (index 0) is refused: its
 * frames have no length in the header, and encoders do not write it.
 */
export function mpegFrameHeader(bytes: Uint8Array, at: number): MpegFrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 0: MPEG 2.5, 1: reserved, 2: MPEG 2, 3: MPEG 1
  const layer = (b1 >> 1) & 3; // 1: layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const sampleRate = RATES[rateIndex]! / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const kbps = (mpeg1 ? BITRATES_MPEG1 : BITRATES_MPEG2)[bitrateIndex]!;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  return {
    bytes: Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding,
    samples,
    sampleRate,
    channels: b3 >> 6 === 3 ? 1 : 2,
    mpeg1,
  };
}

/** Where the audio starts: after an ID3v2 tag (with its footer, if it has one), or at 0. */
export function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

/**
 * Whether the frame at `at` is a Xing or Info frame (the first frame of most MP3s): it describes the stream and
 * holds no audio, and decoders do not play it.
 */
export function isXingFrame(bytes: Uint8Array, at: number, header: MpegFrameHeader): boolean {
  const sideInfo = header.mpeg1 ? (header.channels === 1 ? 17 : 32) : header.channels === 1 ? 9 : 17;
  const tag = String.fromCharCode(...bytes.subarray(at + 4 + sideInfo, at + 8 + sideInfo));
  return tag === 'Xing' || tag === 'Info';
}
