import { queryOptions, useQuery } from '@tanstack/react-query';
import { FolderStats } from '@contract/gateway/stats';
import { apiJson } from '@/lib/http/api-client';
import { statisticsKeys } from './keys';

/** The documented GET form with repeated ids (`?folder_ids=a&folder_ids=b`). */
export const fetchFolderStatistics = (folderIds: readonly string[], signal?: AbortSignal) =>
  apiJson(FolderStats, '/api/stats/folders', { query: { folder_ids: folderIds }, signal });

export const folderStatisticsQueryOptions = (folderIds: readonly string[]) =>
  queryOptions({
    queryKey: statisticsKeys.folders(folderIds),
    queryFn: ({ signal }) => fetchFolderStatistics(folderIds, signal),
    staleTime: 60_000,
  });

export const useFolderStatistics = (folderIds: readonly string[]) => useQuery(folderStatisticsQueryOptions(folderIds));
