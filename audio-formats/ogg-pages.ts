/** One Ogg page's header: its length, the granule position it ends at, and the packets that end on it. */
export type OggPage = {
  bytes: number;
  /** The stream position (in samples) at the end of the last packet that ends on this page; -1 when none does. */
  granule: number;
  packetsEnded: number;
};

/** The page at `at`, or null when its header or body runs past the bytes given, or none starts there. */
export function oggPage(bytes: Uint8Array, at: number): OggPage | null {
  if (at + 27 > bytes.length) return null;
  if (bytes[at] !== 0x4f || bytes[at + 1] !== 0x67 || bytes[at + 2] !== 0x67 || bytes[at + 3] !== 0x53) return null;
  if (bytes[at + 4] !== 0) return null;
  const segments = bytes[at + 26]!;
  if (at + 27 + segments > bytes.length) return null;
  let body = 0;
  let packetsEnded = 0;
  for (let i = 0; i < segments; i++) {
    const lace = bytes[at + 27 + i]!;
    body += lace;
    if (lace < 255) packetsEnded++;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset + at + 6, 8);
  const low = view.getUint32(0, true);
  const high = view.getInt32(4, true);
  return {
    bytes: 27 + segments + body,
    granule: high === -1 && low === 0xffffffff ? -1 : high * 2 ** 32 + low,
    packetsEnded,
  };
}

/** What the first packet of an Ogg stream says of its codec. */
export type OggCodec = {
  codec: 'vorbis' | 'opus';
  sampleRate: number;
  channels: number;
  headerPackets: number;
};

/** The codec named by the first page's packet (Vorbis or Opus identification header), or throws. */
export function oggCodec(bytes: Uint8Array, firstPage: number): OggCodec {
  const packet = bytes.subarray(firstPage + 27 + bytes[firstPage + 26]!);
  const text = (from: number, length: number) => String.fromCharCode(...packet.subarray(from, from + length));
  const view = new DataView(packet.buffer, packet.byteOffset, packet.length);
  // A lying first page (a header cut short) is refused here rather than read past its end.
  if (packet.length < 19) throw new Error('an Ogg stream whose first packet is too short to name its codec');
  if (packet[0] === 1 && text(1, 6) === 'vorbis')
    return {
      codec: 'vorbis',
      channels: packet[11]!,
      sampleRate: view.getUint32(12, true),
      headerPackets: 3,
    };
  if (text(0, 8) === 'OpusHead')
    // Opus always decodes at 48 kHz; the header's rate is the input's, for information.
    return {
      codec: 'opus',
      channels: packet[9]!,
      sampleRate: 48_000,
      headerPackets: 2,
    };
  throw new Error('an Ogg stream that is neither Vorbis nor Opus');
}
