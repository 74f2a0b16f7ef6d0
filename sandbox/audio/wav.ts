/**
 * WAV encoding (16-bit little-endian PCM, mono, any rate) and the raw PCM encodings the TTS API streams:
 * pcm_s16le, pcm_f32le and pcm_mulaw. Samples are floats in −1..1; anything outside is clipped, never wrapped.
 */

const clip = (sample: number) => (sample > 1 ? 1 : sample < -1 ? -1 : Number.isNaN(sample) ? 0 : sample);

/**
 * Typed arrays use the machine's byte order, so they can write the little-endian encodings directly on a
 * little-endian machine (every platform Node runs on in practice): several times faster than Buffer's
 * per-sample writes, which mattered for a 5-minute stream (5.7 M samples, 70–130 ms on the event loop).
 */
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** Signed 16-bit little-endian: −1 maps to −32768 and +1 to +32767 (the asymmetric scale every player uses). */
export function floatToS16le(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  const toInt16 = (sample: number) => Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff);
  if (LITTLE_ENDIAN) {
    const view = new Int16Array(out.buffer, out.byteOffset, samples.length);
    for (let i = 0; i < samples.length; i++) view[i] = toInt16(clip(samples[i]!));
  } else {
    for (let i = 0; i < samples.length; i++) out.writeInt16LE(toInt16(clip(samples[i]!)), i * 2);
  }
  return out;
}

/** 32-bit float little-endian, clipped to −1..1 so a stream never carries values a player would distort. */
export function floatToF32le(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 4);
  if (LITTLE_ENDIAN) {
    const view = new Float32Array(out.buffer, out.byteOffset, samples.length);
    for (let i = 0; i < samples.length; i++) view[i] = clip(samples[i]!);
  } else {
    for (let i = 0; i < samples.length; i++) out.writeFloatLE(clip(samples[i]!), i * 4);
  }
  return out;
}

/** G.711 µ-law, 8 bits per sample (silence is 0xFF, full scale 0x80 and 0x00), as telephony expects. */
export function floatToMulaw(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let pcm = Math.round(clip(samples[i]!) * 32767);
    const sign = pcm < 0 ? 0x80 : 0;
    if (pcm < 0) pcm = -pcm;
    pcm = Math.min(pcm + 0x84, 32635 + 0x84);
    let exponent = 7;
    for (let mask = 0x4000; (pcm & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
    const mantissa = (pcm >> (exponent + 3)) & 0x0f;
    out[i] = ~(sign | (exponent << 4) | mantissa) & 0xff;
  }
  return out;
}

/** G.711 µ-law bytes back to floats (for tests and clients that check a pcm_mulaw stream). */
export function mulawToFloat(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const value = ~bytes[i]! & 0xff;
    const exponent = (value >> 4) & 0x07;
    const magnitude = ((((value & 0x0f) << 3) + 0x84) << exponent) - 0x84;
    out[i] = (value & 0x80 ? -magnitude : magnitude) / 32768;
  }
  return out;
}

/** The canonical 44-byte header of a mono 16-bit PCM WAV, for writers that stream the data after it. */
export function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  if (!Number.isInteger(sampleRate) || sampleRate < 1) throw new RangeError(`Invalid WAV sample rate ${sampleRate}`);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(Math.min(0xffffffff, 36 + dataBytes), 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(Math.min(0xffffffff, dataBytes), 40);
  return header;
}

/** A complete mono 16-bit PCM WAV file at the given rate. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = floatToS16le(samples);
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

export type WavInfo = { sampleRate: number; channels: number; bitsPerSample: number; dataBytes: number };

export type ParsedWavHeader = WavInfo & { format: 'pcm' | 'float'; dataOffset: number };

/**
 * Reads a WAV header by walking its chunks (so `LIST` or `fact` chunks before `data` are fine), including
 * WAVE_FORMAT_EXTENSIBLE. Throws on anything that is not a RIFF/WAVE file with a format and a data chunk.
 */
export function parseWavHeader(bytes: Uint8Array): ParsedWavHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
  if (bytes.length < 12 || ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE') throw new Error('not a WAV file');
  let format: Omit<ParsedWavHeader, 'dataBytes' | 'dataOffset'> | null = null;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = ascii(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      let tag = view.getUint16(body, true);
      if (tag === 0xfffe && size >= 26 && body + 26 <= bytes.length) tag = view.getUint16(body + 24, true);
      format = {
        format: tag === 3 ? 'float' : 'pcm',
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format chunk');
      return { ...format, dataOffset: body, dataBytes: Math.min(size, bytes.length - body) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without a data chunk');
}

/** The header fields tests and clients check. */
export function readWavHeader(bytes: Uint8Array): WavInfo {
  const { sampleRate, channels, bitsPerSample, dataBytes } = parseWavHeader(bytes);
  return { sampleRate, channels, bitsPerSample, dataBytes };
}
