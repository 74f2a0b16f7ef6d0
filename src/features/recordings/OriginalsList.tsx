import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useSearchParams } from 'react-router';
import type { Recording } from '@contract/gateway/recordings';
import { rowStep } from '@/widgets/audio/playback-keys';
import { usePlayback } from '@/widgets/audio/playback-store';
import { useShortcuts } from '@/components/shortcuts/shortcuts-store';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { SelectBox } from '@/components/ui/SelectBox';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { conversionSummary, useFolderConversions } from '@/data/recordings/folder-conversions-query';
import { useStarRecordingMutation } from '@/data/recordings/star-recording-mutation';
import { rememberFolderSearch } from './folder-view-memory';
import { useMediaQuery, WIDE_QUERY } from '@/lib/browser/use-media-query';
import { OriginalsBatchBar, type BatchOrderPanel } from './OriginalsBatchBar';
import { UploadFilesButton } from './UploadFilesButton';
import { OriginalRow, ROW_HEIGHT, itemOf, WIDE_COLUMNS, type RowColumn, type RowConversions } from './OriginalRow';
import {
  defaultDirectionOf,
  firstIndexOfPage,
  originalsViewFromSearch,
  pageCountOf,
  pageOfIndex,
  type OriginalSort,
} from './originals-window';
import { useOriginalsCount, useOriginalsRows } from './use-folder-originals';
import { useOriginalsSelection } from './use-originals-selection';

const COLUMNS: ReadonlyArray<{ sort: OriginalSort | null; label: string }> = [
  { sort: null, label: 'Select' },
  { sort: null, label: 'Listen' },
  { sort: 'label', label: 'Label' },
  { sort: 'duration', label: 'Duration' },
  { sort: 'created', label: 'Created' },
  { sort: null, label: 'Star' },
  { sort: null, label: 'Note · conversions' },
];

/** The list's own keys, for the "?" overlay (the player's Space and arrows work here too). */
const LIST_SHORTCUTS = {
  title: 'Originals list',
  shortcuts: [
    { keys: ['↑', '↓'], does: 'Move between rows' },
    { keys: ['Page Up', 'Page Down', 'Home', 'End'], does: 'Jump through the list' },
    { keys: ['Space'], does: 'Play or pause the row (on its label)' },
    { keys: ['N'], does: 'Play the next row' },
    { keys: ['Shift+N'], does: 'Play the row before' },
    { keys: ['Enter'], does: 'Open the original' },
    { keys: ['Shift+click'], does: 'Select a range of originals (on a checkbox)' },
    { keys: ['Ctrl+A', '⌘A'], does: 'Select every original of the folder' },
    { keys: ['Escape'], does: 'Clear the selection' },
  ],
};

type Props = {
  folderId: string;
  recordingHref: (id: string) => string;
  onUpload: (files: File[]) => void;
  OrderPanel?: BatchOrderPanel;
  /** Lists an original's conversions under its row when the row is expanded. */
  Conversions?: RowConversions;
};

/**
 * A folder's originals as one virtualized table over the whole folder: only the rows in view are in the DOM
 * and only the pages of 200 under them are fetched, so 5,000 originals scroll like 50. Sort, direction and the
 * page scrolled to are in the URL. Every row plays in place (one at a time). Keyboard: Tab enters the table at one
 * row and moves between its play button, label and star; Up/Down, Page Up/Down, Home and End move between rows;
 * Space plays or pauses the row, Left/Right seek 5 s (1 s with Shift), N plays the next row (Shift+N the one
 * before); Enter opens the original. Each row has a checkbox for batch work (OriginalsBatchBar): Shift-click selects
 * a range, Ctrl/Cmd-A in the list selects the whole folder, Escape clears. An empty folder offers one next action,
 * uploading: its button opens the file picker and hands the files to `onUpload` (the folder's uploader). A row with
 * conversions expands to list them (each playable there); rows are measured, so an expanded one pushes the rest down.
 */
export function OriginalsList({ folderId, recordingHref, onUpload, OrderPanel, Conversions }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = originalsViewFromSearch(searchParams);
  const scrollRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  useShortcuts(LIST_SHORTCUTS);

  const { count: knownCount, query: firstPage } = useOriginalsCount(folderId, view);
  const count = knownCount ?? 0;
  const rowHeight = ROW_HEIGHT[useMediaQuery(WIDE_QUERY) ? 'wide' : 'narrow'];
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const onExpand = useCallback(
    (recording: Recording) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(recording.id)) next.add(recording.id);
        return next;
      }),
    [],
  );
  const rows = useOriginalsRows(folderId, view, count, { first: items[0]?.index, last: items.at(-1)?.index });
  const { data: conversions = [] } = useFolderConversions(folderId);
  const summary = useMemo(() => conversionSummary(conversions), [conversions]);
  const pages = pageCountOf(count);
  const selection = useOriginalsSelection(folderId, view, count);
  const { toggle: toggleSelected } = selection;
  const onSelect = useCallback(
    (recording: Recording, index: number, range: boolean) => void toggleSelected(recording, index, range),
    [toggleSelected],
  );
  const picked = selection.selection.picked;
  const search = searchParams.toString();
  useEffect(() => rememberFolderSearch(folderId, search), [folderId, search]);

  const setView = (changes: Record<string, string>, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace, preventScrollReset: true },
    );
  const sortBy = (sort: OriginalSort) => {
    shownPage.current = null; // a new order starts at its top
    setView({
      sort,
      direction: view.sort === sort ? (view.direction === 'asc' ? 'desc' : 'asc') : defaultDirectionOf(sort),
      page: '1',
    });
  };

  // The URL's page follows the scroll (replacing history), and a page set from outside (a link, the buttons,
  // the back button) scrolls there. `shownPage` remembers which page the list is at, so neither echoes the other.
  const shownPage = useRef<number | null>(null);
  const scrolledPage = pageOfIndex(virtualizer.range?.startIndex ?? 0);
  useEffect(() => {
    if (count === 0 || shownPage.current === null || scrolledPage === shownPage.current) return;
    shownPage.current = scrolledPage;
    setView({ page: String(scrolledPage) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setView is rebuilt every render; the page is what matters
  }, [scrolledPage, count]);
  useLayoutEffect(() => {
    if (count === 0 || view.page === shownPage.current) return;
    shownPage.current = Math.min(view.page, pageCountOf(count));
    virtualizer.scrollToIndex(firstIndexOfPage(shownPage.current), { align: 'start' });
    // The order is a dependency so that a new order (which resets shownPage) scrolls back to its top.
  }, [view.page, view.sort, view.direction, count, virtualizer]);

  // Roving tab stop: one row (and its star) is tabbable; when that row scrolls away, the first row in view is.
  const [active, setActive] = useState<{ index: number; column: RowColumn }>({ index: 0, column: 'link' });
  const focusWanted = useRef<{ index: number; column: RowColumn } | null>(null);
  const rendered = items.map((item) => item.index);
  const tabRow = rendered.includes(active.index) ? active.index : (rendered[0] ?? 0);
  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted) return;
    // A row without conversions has no expand button: its label takes the focus instead.
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${wanted.index}"]`);
    const target =
      row?.querySelector<HTMLElement>(`[data-col="${wanted.column}"]`) ??
      row?.querySelector<HTMLElement>('[data-col="link"]');
    if (target) {
      target.focus();
      focusWanted.current = null;
    }
  });
  const moveTo = (index: number, column: RowColumn) => {
    const target = Math.max(0, Math.min(count - 1, index));
    setActive({ index: target, column });
    focusWanted.current = { index: target, column };
    virtualizer.scrollToIndex(target, { align: 'auto' });
    return target;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Inside an expanded row's conversions, keys belong to their own buttons.
    if ((event.target as HTMLElement).closest('[data-conversions]')) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      void selection.all();
      return;
    }
    if (event.key === 'Escape' && picked.size > 0) {
      event.preventDefault();
      selection.clear();
      return;
    }
    const column = ((event.target as HTMLElement).dataset.col as RowColumn | undefined) ?? active.column;
    // Space on a row's label plays that row (on its buttons Space presses them); N plays the next row.
    const step = rowStep(event);
    if (step || (event.key === ' ' && column === 'link')) {
      event.preventDefault();
      const index = step ? moveTo(active.index + step, column) : active.index;
      const item = itemOf(rows.row(index));
      if (item && step) void usePlayback.getState().play(item, 0);
      else if (item) usePlayback.getState().toggle(item);
      return;
    }
    const perPage = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: perPage, PageUp: -perPage };
    let index = active.index;
    if (event.key in moves) index += moves[event.key]!;
    else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = count - 1;
    else return;
    event.preventDefault();
    moveTo(index, column);
  };

  // A click or Tab into a row makes it the active one, so arrows continue from there.
  const onFocus = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    const column = target.dataset.col as RowColumn | undefined;
    const index = Number(target.closest<HTMLElement>('[data-index]')?.dataset.index);
    if (column && Number.isInteger(index) && (active.index !== index || active.column !== column))
      setActive({ index, column });
  };

  const { mutate: star } = useStarRecordingMutation();
  const onStar = useCallback((recording: Recording) => star({ recording, starred: !recording.starred }), [star]);

  // The first page tells the count; a failure of any page under the window is shown over the rows still held.
  const pageFailure = rows.error ?? null;
  const failed =
    Boolean(firstPage.error ?? firstPage.failureReason ?? pageFailure) || firstPage.fetchStatus === 'paused';
  return (
    <section aria-label="Originals" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-body text-ink-muted">
        <span data-testid="originals-count">
          {knownCount === undefined ? '' : `${count.toLocaleString('en')} original${count === 1 ? '' : 's'}`}
        </span>
        {rows.reading && (
          <span role="status">
            Reading the folder to sort by {view.sort}: {rows.reading.loaded.toLocaleString('en')} of{' '}
            {rows.reading.total.toLocaleString('en')}
          </span>
        )}
      </div>
      <LoadFailure
        query={{
          error: firstPage.error,
          failureReason: firstPage.failureReason ?? pageFailure,
          data: firstPage.data,
          fetchStatus: firstPage.fetchStatus,
        }}
        what="recordings"
      />
      {/* With the list, not loaded on the first selection: a bar arriving a moment after the click would move the rows
          under the user's next click (a Shift-click range). */}
      <OriginalsBatchBar folderId={folderId} count={count} selection={selection} OrderPanel={OrderPanel} />
      {firstPage.isPending && !failed && <p className="text-body text-ink-faint">Loading…</p>}
      {knownCount === 0 && !failed && (
        <EmptyState
          message="No recordings in this folder yet."
          action={
            <UploadFilesButton inputLabel="Audio files to upload to this empty folder" onFiles={onUpload}>
              Upload audio files
            </UploadFilesButton>
          }
        />
      )}
      {count > 0 && (
        <div
          role="table"
          aria-label="Original recordings"
          aria-describedby={hintId}
          aria-rowcount={count + 1}
          className="overflow-x-auto rounded-xl border border-line bg-raised"
        >
          <p id={hintId} className="sr-only">
            Up and down arrows move between rows, Space plays or pauses, left and right arrows seek, N plays the next
            row, Enter opens an original. Space on a row's checkbox selects it, Shift-click selects a range, Control or
            Command A selects every original of the folder, Escape clears the selection.
          </p>
          <div role="rowgroup" className="md:min-w-[46rem]">
            <div
              role="row"
              aria-rowindex={1}
              className={`flex flex-wrap items-center gap-x-3 px-3 ${WIDE_COLUMNS} border-b border-line bg-sunken py-2 text-caption font-medium text-ink-muted`}
            >
              {COLUMNS.map(({ sort, label }) => (
                <span
                  key={label}
                  role="columnheader"
                  aria-sort={
                    sort && view.sort === sort ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  className={sort ? 'truncate' : label === 'Select' ? 'flex items-center' : 'truncate max-md:sr-only'}
                >
                  {label === 'Select' ? (
                    <SelectBox
                      label={`Select all ${count.toLocaleString('en')} originals`}
                      checked={picked.size > 0 && picked.size === count}
                      mixed={picked.size > 0 && picked.size < count}
                      onPick={() => void (picked.size === count ? selection.clear() : selection.all())}
                    />
                  ) : sort ? (
                    <button
                      type="button"
                      onClick={() => sortBy(sort)}
                      className="inline-flex items-center gap-1 hover:text-ink"
                    >
                      {label}
                      {view.sort === sort &&
                        (view.direction === 'asc' ? (
                          <ArrowUp aria-hidden size={13} />
                        ) : (
                          <ArrowDown aria-hidden size={13} />
                        ))}
                    </button>
                  ) : (
                    label
                  )}
                </span>
              ))}
            </div>
          </div>
          {/* Keys and focus are handled here for the links and star buttons inside the rows (event delegation). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            ref={scrollRef}
            role="rowgroup"
            className="h-[60vh] overflow-auto md:min-w-[46rem]"
            data-testid="originals-scroll"
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          >
            <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const recording = rows.row(item.index);
                return (
                  <OriginalRow
                    key={item.key}
                    index={item.index}
                    recording={recording}
                    href={recording ? recordingHref(recording.id) : undefined}
                    conversions={recording ? summary.get(recording.id) : undefined}
                    tabbable={item.index === tabRow}
                    top={item.start}
                    height={rowHeight}
                    onStar={onStar}
                    selected={recording ? picked.has(recording.id) : false}
                    onSelect={onSelect}
                    expanded={recording ? expanded.has(recording.id) : false}
                    onExpand={onExpand}
                    Conversions={Conversions}
                    measure={virtualizer.measureElement}
                  />
                );
              })}
            </div>
          </div>
        </div>
      )}
      {pages > 1 && (
        <Pager
          page={view.page}
          pages={pages}
          onPage={(page) => setView({ page: String(page) })}
          summary="200 per page"
        />
      )}
    </section>
  );
}
