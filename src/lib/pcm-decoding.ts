import type { StreamingEncoding } from '../../contract/tts/requests';

/** Base64 (as the TTS stream sends it) to bytes, without building an intermediate string per byte. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** G.711 µ-law byte to a linear sample in [-1, 1]. */
function mulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const sign = u & 0x80;
  const exponent = (u >> 4) & 0x07;
  const mantissa = u & 0x0f;
  const magnitude = (((mantissa << 3) + 0x84) << exponent) - 0x84;
  return (sign ? -magnitude : magnitude) / 32768;
}

/**
 * Raw PCM of a stream chunk in the requested encoding (api-facts §5.4/§5.5: pcm_f32le by default, pcm_s16le,
 * pcm_mulaw) as float samples. Reads little-endian explicitly, so it does not depend on the platform.
 */
export function decodePcm(bytes: Uint8Array, encoding: StreamingEncoding): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (encoding === 'pcm_f32le') {
    const samples = new Float32Array(Math.floor(bytes.byteLength / 4));
    for (let i = 0; i < samples.length; i++) samples[i] = view.getFloat32(i * 4, true);
    return samples;
  }
  if (encoding === 'pcm_s16le') {
    const samples = new Float32Array(Math.floor(bytes.byteLength / 2));
    for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
    return samples;
  }
  const samples = new Float32Array(bytes.byteLength);
  for (let i = 0; i < samples.length; i++) samples[i] = mulawToLinear(bytes[i]!);
  return samples;
}
