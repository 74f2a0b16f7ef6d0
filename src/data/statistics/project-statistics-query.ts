import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectStats } from '@contract/gateway/stats';
import { apiJson } from '@/lib/http/api-client';
import { statisticsKeys } from './keys';

/** The documented GET form with repeated ids (`?project_ids=a&project_ids=b`); no ids means every project. */
export const fetchProjectStatistics = (projectIds: readonly string[], signal?: AbortSignal) =>
  apiJson(ProjectStats, '/api/stats/projects', { query: { project_ids: projectIds }, signal });

export const projectStatisticsQueryOptions = (projectIds: readonly string[]) =>
  queryOptions({
    queryKey: statisticsKeys.projects(projectIds),
    queryFn: ({ signal }) => fetchProjectStatistics(projectIds, signal),
    staleTime: 60_000,
  });

export const useProjectStatistics = (projectIds: readonly string[]) =>
  useQuery(projectStatisticsQueryOptions(projectIds));
