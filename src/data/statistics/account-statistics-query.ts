import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountStats } from '@contract/gateway/stats';
import { apiJson } from '@/lib/http/api-client';
import { statisticsKeys } from './keys';

export const fetchAccountStatistics = (signal?: AbortSignal) => apiJson(AccountStats, '/api/stats', { signal });

/** Time converted (total, this month, previous months), conversion counts and per-model use of the account. */
export const accountStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.account(),
    queryFn: ({ signal }) => fetchAccountStatistics(signal),
    staleTime: 60_000,
  });

export const useAccountStatistics = () => useQuery(accountStatisticsQueryOptions());
