import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { NO_SELECTION, selectAll, toggleRange, toggleRow, withoutIds, type Selection } from './originals-selection';
import type { OriginalsView } from './originals-window';
import { readFolderInOrder } from './use-folder-originals';

/**
 * The folder view's selection for batch work. A range or "all" reads the folder in the order shown (from the
 * cache where it can), since the rows between two clicks, or the whole folder, need not be on screen. A new folder
 * starts with nothing selected.
 */
export function useOriginalsSelection(
  folderId: string,
  { sort, direction }: Pick<OriginalsView, 'sort' | 'direction'>,
  count: number,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ folderId, selection: NO_SELECTION });
  const selection = state.folderId === folderId ? state.selection : NO_SELECTION;
  const [reading, setReading] = useState(false);
  const change = useCallback(
    (edit: (current: Selection) => Selection) =>
      setState((current) => ({
        folderId,
        selection: edit(current.folderId === folderId ? current.selection : NO_SELECTION),
      })),
    [folderId],
  );

  const readAll = useCallback(async () => {
    setReading(true);
    try {
      return await readFolderInOrder(queryClient, folderId, { sort, direction, page: 1 }, count);
    } finally {
      setReading(false);
    }
  }, [queryClient, folderId, sort, direction, count]);

  const toggle = useCallback(
    async (recording: Recording, index: number, range: boolean) => {
      if (!range) return change((current) => toggleRow(current, recording, index));
      const rows = await readAll();
      change((current) => toggleRange(current, rows, index));
    },
    [change, readAll],
  );
  const all = useCallback(async () => {
    const rows = await readAll();
    change(() => selectAll(rows));
  }, [change, readAll]);
  const clear = useCallback(() => change(() => NO_SELECTION), [change]);
  const drop = useCallback((ids: Iterable<string>) => change((current) => withoutIds(current, ids)), [change]);

  // When the folder's size changes (originals deleted here or elsewhere), the selection keeps only those still there,
  // so its count and "all selected" stay true.
  const anyPicked = selection.picked.size > 0;
  useEffect(() => {
    if (!anyPicked) return;
    let current = true;
    void readFolderInOrder(queryClient, folderId, { sort, direction, page: 1 }, count, { fresh: true }).then(
      (rows) => {
        const present = new Set(rows.map((row) => row.id));
        if (current)
          change((now) =>
            withoutIds(
              now,
              [...now.picked.keys()].filter((id) => !present.has(id)),
            ),
          );
      },
      () => undefined,
    ); // unread, the selection stays as it is: an action on a missing original fails alone
    return () => {
      current = false;
    };
    // Only a change of size is a reason to look; sort and direction do not change who is in the folder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, folderId]);

  return { selection, reading, toggle, all, clear, drop };
}

export type OriginalsSelection = ReturnType<typeof useOriginalsSelection>;
