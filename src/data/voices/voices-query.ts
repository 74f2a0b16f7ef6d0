import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { VoiceList } from '@contract/gateway/voices';
import { apiJson } from '@/lib/http/api-client';
import { voiceKeys, type VoiceListParams } from './keys';

export const fetchVoices = (params: VoiceListParams, signal?: AbortSignal) =>
  apiJson(VoiceList, '/api/v2/voices', { query: params, signal });

/** One page of the catalogue with the server's filters and sort; the previous page stays up while the next loads. */
export const voicesQueryOptions = (params: VoiceListParams) =>
  queryOptions({
    queryKey: voiceKeys.list(params),
    queryFn: ({ signal }) => fetchVoices(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { handlesError: true },
  });
