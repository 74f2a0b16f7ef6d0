import { queryOptions, useQuery } from '@tanstack/react-query';
import { LegacyTtsVoiceList } from '@contract/gateway/voices';
import { apiJson } from '@/lib/http/api-client';
import { legacyTtsVoiceKeys } from './keys';

export const fetchLegacyTtsVoices = (signal?: AbortSignal) =>
  apiJson(LegacyTtsVoiceList, '/api/tts-voices', { signal });

export const legacyTtsVoicesQueryOptions = () =>
  queryOptions({
    queryKey: legacyTtsVoiceKeys.all,
    queryFn: ({ signal }) => fetchLegacyTtsVoices(signal),
    staleTime: 30 * 60_000,
  });

export const useLegacyTtsVoices = () => useQuery(legacyTtsVoicesQueryOptions());
