import { queryOptions } from '@tanstack/react-query';
import { Project, ProjectDeleteResponse, ProjectList, type ProjectSort } from '../../../contract/gateway/projects';
import type { Direction } from '../../../contract/gateway/common';
import { apiJson } from '../../lib/api-client';

export type ProjectListParams = { sort: ProjectSort; direction: Direction; limit: number; offset: number };

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
};

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => apiJson(ProjectList, '/api/projects', { query: params, signal }),
    placeholderData: (previous) => previous,
  });

export const createProject = (name: string, owner: string) =>
  apiJson(Project, '/api/projects', { method: 'POST', body: { name, owner, models: {} } });

export const renameProject = (id: string, name: string) =>
  apiJson(Project, `/api/projects/${id}`, { method: 'PATCH', body: { name } });

export const deleteProject = (id: string) => apiJson(ProjectDeleteResponse, `/api/projects/${id}`, { method: 'DELETE' });

/** The gateway has no GET by id; a project is addressed by its `url`, the documented lookup key. */
export const projectByUrlQueryOptions = (projectUrl: string) =>
  queryOptions({
    queryKey: [...projectKeys.all, 'by-url', projectUrl] as const,
    queryFn: ({ signal }) => apiJson(Project, '/api/projects/by-url', { query: { project_url: projectUrl }, signal }),
  });
