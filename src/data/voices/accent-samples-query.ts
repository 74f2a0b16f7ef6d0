import { queryOptions } from '@tanstack/react-query';
import { SamplesResponse } from '@contract/gateway/voices';
import { apiJson } from '@/lib/http/api-client';
import { voiceKeys } from './keys';

export const fetchAccentSamples = (accentId: string, signal?: AbortSignal) =>
  apiJson(SamplesResponse, '/api/v2/accents/samples', { query: { accent_id: accentId }, signal });

/** The samples of an accent (their inner shape is undeclared: a free object). They do not change. */
export const accentSamplesQueryOptions = (accentId: string) =>
  queryOptions({
    queryKey: voiceKeys.accentSamples(accentId),
    queryFn: ({ signal }) => fetchAccentSamples(accentId, signal),
    staleTime: Infinity,
  });
