import type { Direction } from '@contract/gateway/common';
import type { ProjectSort } from '@contract/gateway/projects';

export type ProjectListParams = { sort: ProjectSort; direction: Direction; limit: number; offset: number };

/** One root for /api/projects: its pages and each project looked up by its `url`. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  byUrl: (projectUrl: string) => [...projectKeys.all, 'by-url', projectUrl] as const,
};
