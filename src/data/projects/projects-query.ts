import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectList } from '@contract/gateway/projects';
import { apiJson } from '@/lib/http/api-client';
import { projectKeys, type ProjectListParams } from './keys';

export const fetchProjects = (params: ProjectListParams, signal?: AbortSignal) =>
  apiJson(ProjectList, '/api/projects', { query: params, signal });

/** One page of the user's projects; the previous page stays on screen while the next loads. Failures show inline. */
export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => fetchProjects(params, signal),
    placeholderData: (previous) => previous,
    meta: { handlesError: true },
  });

export const useProjects = (params: ProjectListParams) => useQuery(projectsQueryOptions(params));
