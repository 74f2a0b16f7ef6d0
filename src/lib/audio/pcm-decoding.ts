import { f32leToFloat, mulawToFloat, s16leToFloat } from '@audio-formats/pcm-encodings';
import type { StreamingEncoding } from '@contract/tts/requests';

/** Base64 (as the TTS stream sends it) to bytes, without building an intermediate string per byte. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const DECODERS: Record<StreamingEncoding, (bytes: Uint8Array) => Float32Array> = {
  pcm_f32le: f32leToFloat,
  pcm_s16le: s16leToFloat,
  pcm_mulaw: mulawToFloat,
};

/** Raw PCM of a stream chunk in the requested encoding (pcm_f32le by default, pcm_s16le, pcm_mulaw) as floats. */
export function decodePcm(bytes: Uint8Array, encoding: StreamingEncoding): Float32Array {
  return DECODERS[encoding](bytes);
}
