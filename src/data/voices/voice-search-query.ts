import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VoiceSearchResponse } from '../../../contract/gateway/voices';
import { apiJson } from '../../lib/api-client';
import { voiceKeys } from './keys';

/** The search needs two characters at least (the gateway refuses fewer with a 422). */
export const VOICE_SEARCH_MIN = 2;

export const searchVoices = (name: string, limit: number, signal?: AbortSignal) =>
  apiJson(VoiceSearchResponse, '/api/v2/voices/search', { query: { name, limit }, signal });

/** Voices whose name matches (a bare array, at most 10); idle until the name is long enough. */
export const voiceSearchQueryOptions = (name: string, limit = 10) =>
  queryOptions({
    queryKey: voiceKeys.search(name.trim(), limit),
    queryFn: ({ signal }) => searchVoices(name.trim(), limit, signal),
    enabled: name.trim().length >= VOICE_SEARCH_MIN,
    placeholderData: keepPreviousData,
    meta: { handlesError: true },
  });

export const useVoiceSearch = (name: string, limit = 10) => useQuery(voiceSearchQueryOptions(name, limit));
