/** What a FLAC stream's STREAMINFO block says, and where its audio frames start. */
export type FlacStreamInfo = {
  sampleRate: number;
  channels: number;
  /** Fixed-blocksize streams number their frames; variable ones number their first samples. */
  minBlockSize: number;
  /** Where the first frame starts: after "fLaC" and every metadata block. */
  audioStart: number;
  /** The STREAMINFO block's 34 bytes. */
  block: Uint8Array;
};

/**
 * Reads "fLaC" and the metadata blocks at the start of `bytes`: STREAMINFO, or null when the metadata runs past
 * the bytes given (ask again with more), or throws when this is not FLAC.
 */
export function flacStreamInfo(bytes: Uint8Array): FlacStreamInfo | null {
  if (bytes.length < 4) return null;
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== 'fLaC') throw new Error('not a FLAC stream');
  let at = 4;
  let info: Omit<FlacStreamInfo, 'audioStart'> | null = null;
  for (;;) {
    if (at + 4 > bytes.length) return null;
    const last = (bytes[at]! & 0x80) !== 0;
    const type = bytes[at]! & 0x7f;
    const length = (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (type === 0) {
      if (at + 4 + 34 > bytes.length) return null;
      const b = bytes.subarray(at + 4, at + 38);
      info = {
        minBlockSize: (b[0]! << 8) | b[1]!,
        sampleRate: (b[10]! << 12) | (b[11]! << 4) | (b[12]! >> 4),
        channels: ((b[12]! >> 1) & 7) + 1,
        block: b.slice(),
      };
    }
    at += 4 + length;
    if (last) break;
  }
  if (!info) throw new Error('a FLAC stream without STREAMINFO');
  return { ...info, audioStart: at };
}

/** A frame header found in the stream: the first sample it holds, and how many. */
export type FlacFrameHeader = { firstSample: number; samples: number };

const BLOCK_SIZES: Record<number, number> = { 1: 192, 2: 576, 3: 1152, 4: 2304, 5: 4608 };

/**
 * The frame header at `at` (sync code, fields, CRC-8), or null where there is none: frame data can hold the sync
 * code by chance, and the CRC-8 over the header tells those apart (the caller also checks that frames follow on).
 */
export function flacFrameHeader(bytes: Uint8Array, at: number, info: FlacStreamInfo): FlacFrameHeader | null {
  if (at + 6 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xfe) !== 0xf8) return null;
  const variable = (bytes[at + 1]! & 1) === 1;
  const sizeCode = bytes[at + 2]! >> 4;
  const rateCode = bytes[at + 2]! & 0x0f;
  if (sizeCode === 0 || rateCode === 15 || (bytes[at + 3]! & 1) !== 0) return null;
  // The frame or sample number, UTF-8 style: the first byte's leading ones say how many bytes follow.
  let p = at + 4;
  const first = bytes[p++]!;
  let extra = 0;
  while (extra < 7 && first & (0x80 >> extra)) extra++;
  if (extra === 1 || extra > 7) return null;
  let number = extra === 0 ? first : first & (0x7f >> extra);
  for (let i = 1; i < extra; i++) {
    const next = bytes[p++];
    if (next === undefined || (next & 0xc0) !== 0x80) return null;
    number = number * 64 + (next & 0x3f);
  }
  let samples = BLOCK_SIZES[sizeCode] ?? (sizeCode >= 8 ? 256 * 2 ** (sizeCode - 8) : 0);
  if (sizeCode === 6) samples = (bytes[p++] ?? NaN) + 1;
  else if (sizeCode === 7) {
    samples = (((bytes[p] ?? NaN) << 8) | (bytes[p + 1] ?? NaN)) + 1;
    p += 2;
  }
  if (rateCode === 12) p += 1;
  else if (rateCode === 13 || rateCode === 14) p += 2;
  if (p >= bytes.length || !Number.isFinite(samples)) return null;
  if (crc8(bytes, at, p) !== bytes[p]) return null;
  return { firstSample: variable ? number : number * info.minBlockSize, samples };
}

/** CRC-8 with FLAC's polynomial (x^8 + x^2 + x + 1) over bytes [from, to). */
function crc8(bytes: Uint8Array, from: number, to: number): number {
  let crc = 0;
  for (let i = from; i < to; i++) {
    crc ^= bytes[i]!;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** "fLaC" and one STREAMINFO block, its total left unknown: what a stretch of frames needs to decode alone. */
export function flacHeaderFor(info: FlacStreamInfo): Uint8Array {
  const out = new Uint8Array(4 + 4 + 34);
  out.set([0x66, 0x4c, 0x61, 0x43, 0x80, 0, 0, 34]);
  const block = info.block.slice();
  // Total samples 0 (unknown) and no MD5: the stretch is not the whole stream.
  block[13] = block[13]! & 0xf0;
  block.fill(0, 14, 34);
  out.set(block, 8);
  return out;
}
