import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { allPages, pagesForWindow, rowAt, sortOriginals, type OriginalsView } from './originals-window';
import { originalsPageQueryOptions, useOriginalsPage } from '@/data/recordings/originals-page-query';

/** The gateway reads originals newest or oldest first; label and duration orders read the folder newest first. */
export const fetchDirectionOf = (view: OriginalsView) => (view.sort === 'created' ? view.direction : 'desc');

/**
 * The folder's size, from its first page (which the list shows first anyway). `count` is undefined until a first
 * page has been read: a folder whose first read failed is not "0 originals".
 */
export function useOriginalsCount(folderId: string, view: OriginalsView) {
  const first = useOriginalsPage(folderId, fetchDirectionOf(view), 0);
  return { count: first.data?.pagination.count, query: first };
}

/** Module-level, so React Query re-runs it only when a page's result changed (not on every scroll render). */
function combinePages(
  results: Array<{ data?: { list: Recording[] } | undefined; error: Error | null; failureReason: Error | null }>,
) {
  const failed = results.find((result) => result.error ?? result.failureReason);
  return {
    lists: results.map((result) => result.data?.list),
    error: failed ? (failed.error ?? failed.failureReason) : null,
  };
}

export type OriginalsRows = {
  /** The row at a folder-wide position, or undefined while its page is still on its way. */
  row: (index: number) => Recording | undefined;
  /** For label and duration orders: how many originals have been read so far out of `count`. */
  reading: { loaded: number; total: number } | null;
  error: Error | null;
};

/**
 * The rows behind the rendered window. In creation order only the pages under the window are requested (a
 * folder of 5,000 costs the page or two being looked at); label and duration orders need every page, read in
 * parallel, then sorted in the browser.
 */
export function useOriginalsRows(
  folderId: string,
  view: OriginalsView,
  count: number,
  window: { first?: number; last?: number },
): OriginalsRows {
  const serverOrder = view.sort === 'created';
  const pages = serverOrder ? pagesForWindow(window.first, window.last, count) : allPages(count);
  const combined = useQueries({
    queries: pages.map((page) => originalsPageQueryOptions(folderId, fetchDirectionOf(view), page)),
    combine: combinePages,
  });
  const { lists, error } = combined;
  const byPage = useMemo(
    () => new Map(pages.flatMap((page, i) => (lists[i] ? [[page, lists[i]] as const] : []))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `pages` follows `lists`
    [lists],
  );
  const sorted = useMemo(() => {
    if (view.sort === 'created' || lists.some((list) => !list)) return null;
    return sortOriginals(
      lists.flatMap((list) => list ?? []),
      view.sort,
      view.direction,
    );
  }, [lists, view.sort, view.direction]);

  if (serverOrder) return { row: (index) => rowAt(byPage, index), reading: null, error };
  const loaded = lists.reduce((sum, list) => sum + (list?.length ?? 0), 0);
  return { row: (index) => sorted?.[index], reading: sorted ? null : { loaded, total: count }, error };
}

/**
 * The whole folder in the order shown, for selecting all of it or a range that runs past the rows on screen: its
 * pages come from the cache where they are fresh and are read otherwise (in parallel; a folder of 450 is 3 reads).
 * `fresh` reads every page again (to see which originals are still there).
 */
export async function readFolderInOrder(
  queryClient: QueryClient,
  folderId: string,
  view: OriginalsView,
  count: number,
  { fresh = false } = {},
): Promise<Recording[]> {
  const direction = fetchDirectionOf(view);
  const read = (page: number) =>
    fresh
      ? queryClient.fetchQuery({ ...originalsPageQueryOptions(folderId, direction, page), staleTime: 0 })
      : queryClient.ensureQueryData(originalsPageQueryOptions(folderId, direction, page));
  const lists = await Promise.all(allPages(count).map(read));
  const rows = lists.flatMap((list) => list.list);
  return view.sort === 'created' ? rows : sortOriginals(rows, view.sort, view.direction);
}
