import { useMutation } from '@tanstack/react-query';
import type { BytesGenerationRequest, TtsVariant } from '../../../contract/tts/requests';
import { apiFetch } from '../../lib/api-client';
import { decodeWav, type MonoWav } from '../../lib/wav-file';

export type BytesGeneration = MonoWav & { wav: Blob; totalMs: number };

/**
 * POST /tts/{variant}/tts/bytes: the whole WAV in one answer. Nothing on the server changes, so nothing is
 * invalidated; it is a mutation because it is an action the user starts, with its own pending and error state.
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
  return { ...decodeWav(buffer), wav, totalMs: performance.now() - started };
}

export const useBytesGenerationMutation = () =>
  useMutation({
    mutationFn: ({
      variant,
      request,
      signal,
    }: {
      variant: TtsVariant;
      request: BytesGenerationRequest;
      signal?: AbortSignal;
    }) => generateBytes(variant, request, signal),
  });
