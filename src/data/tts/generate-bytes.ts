import type { BytesGenerationRequest, TtsVariant } from '@contract/tts/requests';
import { apiFetch } from '@/lib/http/api-client';
import { decodeWav, type MonoWav } from '@audio-formats/wav-file';

export type BytesGeneration = MonoWav & { wav: Blob; totalMs: number };

/**
 * POST /tts/{variant}/tts/bytes: the whole WAV in one answer, read back into samples (for the waveform) and kept
 * as the file (to play, download and save). Neither a cached query nor a change on the server, so a plain call the
 * playground runs and cancels itself.
 */
export async function generateBytes(
  variant: TtsVariant,
  request: BytesGenerationRequest,
  signal?: AbortSignal,
): Promise<BytesGeneration> {
  const started = performance.now();
  const response = await apiFetch(`/tts/${variant}/tts/bytes`, { method: 'POST', body: request, signal });
  const buffer = await response.arrayBuffer();
  const wav = new Blob([buffer], { type: 'audio/wav' });
  return { ...decodeWav(new Uint8Array(buffer)), wav, totalMs: performance.now() - started };
}
