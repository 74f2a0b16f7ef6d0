import { queryOptions, useQuery } from '@tanstack/react-query';
import { Project } from '@contract/gateway/projects';
import { apiJson } from '@/lib/http/api-client';
import { projectKeys } from './keys';

export const fetchProjectByUrl = (projectUrl: string, signal?: AbortSignal) =>
  apiJson(Project, '/api/projects/by-url', { query: { project_url: projectUrl }, signal });

/** The gateway has no GET by id; a project is addressed by its `url`. A 404/403 is the route's error page. */
export const projectByUrlQueryOptions = (projectUrl: string) =>
  queryOptions({
    queryKey: projectKeys.byUrl(projectUrl),
    queryFn: ({ signal }) => fetchProjectByUrl(projectUrl, signal),
    meta: { handlesError: true },
  });

export const useProjectByUrl = (projectUrl: string) => useQuery(projectByUrlQueryOptions(projectUrl));
