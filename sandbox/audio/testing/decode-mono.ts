import { decodeAudio, mixToMono } from '../files/decode';

/** Decoded audio mixed to mono; `channels` is how many the file had. */
type MonoAudio = { samples: Float32Array; sampleRate: number; duration: number; channels: number };

/** A whole file decoded and mixed to mono, as tests and benches measure it; the sandbox itself streams (decodeStream). */
export async function decodeToMono(bytes: Uint8Array): Promise<MonoAudio> {
  const audio = await decodeAudio(bytes);
  const samples = mixToMono(audio.channels);
  return {
    samples,
    sampleRate: audio.sampleRate,
    duration: samples.length / audio.sampleRate,
    channels: audio.channels.length,
  };
}
