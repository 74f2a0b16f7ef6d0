/** WAV encoding (16-bit little-endian PCM, mono) and the raw PCM encodings the TTS API streams. */

export function floatToS16le(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]!));
    out.writeInt16LE(Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff), i * 2);
  }
  return out;
}

export function floatToF32le(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 4);
  for (let i = 0; i < samples.length; i++) out.writeFloatLE(samples[i]!, i * 4);
  return out;
}

/** G.711 µ-law, 8 bits per sample. */
export function floatToMulaw(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let pcm = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
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

export function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
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
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = floatToS16le(samples);
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

export type WavInfo = { sampleRate: number; channels: number; bitsPerSample: number; dataBytes: number };

/** Reads the canonical header written by encodeWav (tests and clients use it to check what they got). */
export function readWavHeader(bytes: Uint8Array): WavInfo {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  return {
    channels: view.readUInt16LE(22),
    sampleRate: view.readUInt32LE(24),
    bitsPerSample: view.readUInt16LE(34),
    dataBytes: view.readUInt32LE(40),
  };
}
