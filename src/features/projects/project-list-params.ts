import { Direction } from '@contract/gateway/common';
import { ProjectSort } from '@contract/gateway/projects';
import type { ProjectListParams } from '@/data/projects/keys';

export const PROJECTS_PAGE_SIZE = 20;

/**
 * The projects list state lives in the URL (sort, direction, 1-based page) so that a reload, a shared link or
 * the back button shows the same page. Unknown values fall back to the defaults instead of failing.
 */
export function projectListParamsFromSearch(search: URLSearchParams): ProjectListParams & { page: number } {
  const sort = ProjectSort.safeParse(search.get('sort'));
  const direction = Direction.safeParse(search.get('direction'));
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  return {
    sort: sort.success ? sort.data : 'created_at',
    direction: direction.success ? direction.data : 'desc',
    limit: PROJECTS_PAGE_SIZE,
    offset: (page - 1) * PROJECTS_PAGE_SIZE,
    page,
  };
}

export function pageCount(total: number, pageSize = PROJECTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
