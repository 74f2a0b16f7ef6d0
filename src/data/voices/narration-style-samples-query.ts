import { queryOptions } from '@tanstack/react-query';
import { SamplesResponse } from '@contract/gateway/voices';
import { apiJson } from '@/lib/http/api-client';
import { voiceKeys } from './keys';

export const fetchNarrationStyleSamples = (styleId: string, signal?: AbortSignal) =>
  apiJson(SamplesResponse, '/api/v2/narration-styles/samples', { query: { narration_style_id: styleId }, signal });

/** The samples of a narration style (a free object, as for accents). They do not change. */
export const narrationStyleSamplesQueryOptions = (styleId: string) =>
  queryOptions({
    queryKey: voiceKeys.narrationStyleSamples(styleId),
    queryFn: ({ signal }) => fetchNarrationStyleSamples(styleId, signal),
    staleTime: Infinity,
  });
