import { queryOptions, useQuery } from '@tanstack/react-query';
import { TtsVoiceList, type TtsVariant } from '@contract/tts/requests';
import { apiJson } from '@/lib/http/api-client';
import { ttsKeys } from './keys';

/** GET /tts/{variant}/voices: the variant's voices with their default sampling parameters. */
export const fetchTtsVoices = (variant: TtsVariant, signal?: AbortSignal) =>
  apiJson(TtsVoiceList, `/tts/${variant}/voices`, { signal });

/** Voice lists change rarely: kept for ten minutes. */
export const ttsVoicesQueryOptions = (variant: TtsVariant) =>
  queryOptions({
    queryKey: ttsKeys.voices(variant),
    queryFn: ({ signal }) => fetchTtsVoices(variant, signal),
    staleTime: 10 * 60_000,
    // The playground shows a failure under the voice field.
    meta: { handlesError: true },
  });

export const useTtsVoices = (variant: TtsVariant) => useQuery(ttsVoicesQueryOptions(variant));
