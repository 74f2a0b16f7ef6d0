import { queryOptions, useQuery } from '@tanstack/react-query';
import { Credits } from '@contract/gateway/credits';
import { apiJson } from '@/lib/http/api-client';
import { creditKeys } from './keys';

export const fetchCredits = (signal?: AbortSignal) => apiJson(Credits, '/api/credits', { signal });

/** The balance; where it cannot be read, screens say "unavailable" beside it. */
export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.balance(),
    queryFn: ({ signal }) => fetchCredits(signal),
    meta: { handlesError: true },
  });

export const useCredits = () => useQuery(creditsQueryOptions());
