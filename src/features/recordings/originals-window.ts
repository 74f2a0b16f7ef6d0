import { Direction } from '@contract/gateway/common';
import { RECORDINGS_PAGE_SIZE } from '@/data/recordings/originals-page-query';

/** The folder view reads the folder in pages of the gateway's largest size. */
export const ORIGINALS_PAGE_SIZE = RECORDINGS_PAGE_SIZE;

export const ORIGINAL_SORTS = ['created', 'label', 'duration'] as const;
export type OriginalSort = (typeof ORIGINAL_SORTS)[number];

export type OriginalsView = { sort: OriginalSort; direction: Direction; page: number };

/**
 * The folder view's state lives in the URL (sort, direction and the 1-based page of 200 the view is scrolled
 * to), so a reload, a shared link or the back button comes back to the same place. Unknown values fall back
 * to the defaults instead of failing.
 */
export function originalsViewFromSearch(search: URLSearchParams): OriginalsView {
  const direction = Direction.safeParse(search.get('direction'));
  const rawPage = Number(search.get('page'));
  const rawSort = search.get('sort') ?? '';
  return {
    sort: (ORIGINAL_SORTS as readonly string[]).includes(rawSort) ? (rawSort as OriginalSort) : 'created',
    direction: direction.success ? direction.data : 'desc',
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1,
  };
}

/** How many pages of `pageSize` hold `count` rows (at least one, so an empty folder has page 1). */
export function pageCountOf(count: number, pageSize = ORIGINALS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The 1-based page a row (0-based index) is on, and the first row of a page. */
export const pageOfIndex = (index: number, pageSize = ORIGINALS_PAGE_SIZE) =>
  Math.floor(Math.max(0, index) / pageSize) + 1;
export const firstIndexOfPage = (page: number, pageSize = ORIGINALS_PAGE_SIZE) => (Math.max(1, page) - 1) * pageSize;

/**
 * The 0-based page numbers holding rows first..last (the rendered window, overscan included), clamped to
 * the folder; the first page is always included because it carries the folder's count.
 */
export function pagesForWindow(
  first: number | undefined,
  last: number | undefined,
  count: number,
  pageSize = ORIGINALS_PAGE_SIZE,
): number[] {
  const pages = new Set([0]);
  if (first !== undefined && last !== undefined && count > 0) {
    const lastPage = Math.ceil(count / pageSize) - 1;
    const from = Math.min(lastPage, Math.floor(Math.max(0, first) / pageSize));
    const to = Math.min(lastPage, Math.floor(Math.max(0, last) / pageSize));
    for (let page = from; page <= to; page++) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/** Every 0-based page of a folder: what a sort the gateway cannot do (label, duration) has to read. */
export function allPages(count: number, pageSize = ORIGINALS_PAGE_SIZE): number[] {
  return Array.from({ length: Math.ceil(count / pageSize) }, (_, page) => page);
}

/** The row at a folder-wide index, from whichever pages have arrived; undefined while its page loads. */
export function rowAt<T>(
  pages: ReadonlyMap<number, readonly T[]>,
  index: number,
  pageSize = ORIGINALS_PAGE_SIZE,
): T | undefined {
  return pages.get(Math.floor(index / pageSize))?.[index % pageSize];
}

type Sortable = { label?: string | null; file_name?: string | null; duration: number; created_at: string };

/**
 * Label and duration orders, done in the browser over the whole folder (the gateway orders originals by
 * creation time only). Ties keep creation order, newest first, so the result is stable across reloads.
 */
export function sortOriginals<T extends Sortable>(
  rows: readonly T[],
  sort: Exclude<OriginalSort, 'created'>,
  direction: Direction,
): T[] {
  const factor = direction === 'asc' ? 1 : -1;
  const name = (row: T) => (row.label || row.file_name || '').toLocaleLowerCase();
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const primary = sort === 'label' ? collator.compare(name(a), name(b)) : a.duration - b.duration;
    return primary !== 0 ? factor * primary : b.created_at.localeCompare(a.created_at);
  });
}

/** The direction a column sorts in when first chosen: names A→Z, numbers and dates largest/newest first. */
export const defaultDirectionOf = (sort: OriginalSort): Direction => (sort === 'label' ? 'asc' : 'desc');
