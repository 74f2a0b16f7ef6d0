import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, MessageSquare, Star } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Direction } from '../../../contract/gateway/common';
import { Button } from '../../components/ui/Button';
import { formatDate, formatDuration } from '../../lib/format';
import { conversionSummary, folderConversionsQueryOptions, originalsQueryOptions } from './recordings-api';

export const ORIGINALS_PAGE_SIZE = 200;

export const ORIGINAL_SORTS = ['created', 'label', 'duration'] as const;
export type OriginalSort = (typeof ORIGINAL_SORTS)[number];

export function originalsPageFromSearch(search: URLSearchParams) {
  const direction = Direction.safeParse(search.get('direction'));
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const sort = (ORIGINAL_SORTS as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as OriginalSort) : 'created';
  return { direction: direction.success ? direction.data : ('desc' as const), limit: ORIGINALS_PAGE_SIZE, offset: (page - 1) * ORIGINALS_PAGE_SIZE, page, sort };
}

/**
 * The gateway orders originals by creation time only; label and duration sorts order the page in hand (200
 * originals) in the browser. Said in the UI, so nobody takes it for a sort of the whole folder.
 */
export function sortPage<T extends { label?: string | null; file_name?: string | null; duration: number }>(rows: T[], sort: OriginalSort, direction: 'asc' | 'desc'): T[] {
  if (sort === 'created') return rows;
  const factor = direction === 'asc' ? 1 : -1;
  const name = (row: T) => (row.label || row.file_name || '').toLocaleLowerCase();
  return [...rows].sort((a, b) => factor * (sort === 'label' ? name(a).localeCompare(name(b)) : a.duration - b.duration));
}

const ROW_HEIGHT = 44;

/**
 * A folder's originals, 200 per page (the gateway's maximum) with direction and page in the URL. Rows are
 * virtualized, so a page renders the same few dozen rows however long it is.
 */
export function OriginalsList({ folderId, recordingHref }: { folderId: string; recordingHref: (id: string) => string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, sort, ...query } = originalsPageFromSearch(searchParams);
  const { data, isPending, error } = useQuery(originalsQueryOptions(folderId, query));
  const { data: conversions = [] } = useQuery(folderConversionsQueryOptions(folderId));
  const summary = useMemo(() => conversionSummary(conversions), [conversions]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => sortPage(data?.list ?? [], sort, query.direction), [data, sort, query.direction]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const total = data?.pagination.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORIGINALS_PAGE_SIZE));
  const setParam = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });

  return (
    <section aria-label="Originals" className="space-y-2">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span data-testid="originals-count">
          {total} original{total === 1 ? '' : 's'}
        </span>
        <span className="flex items-center gap-2">
          <label htmlFor={`sort-${folderId}`}>Sort</label>
          <select
            id={`sort-${folderId}`}
            value={sort}
            onChange={(event) => setParam({ sort: event.target.value })}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            <option value="created">Date</option>
            <option value="label">Label (this page)</option>
            <option value="duration">Duration (this page)</option>
          </select>
          <Button variant="ghost" onClick={() => setParam({ direction: query.direction === 'desc' ? 'asc' : 'desc', ...(sort === 'created' ? { page: '1' } : {}) })}>
            {query.direction === 'desc' ? <ArrowDown aria-hidden size={14} /> : <ArrowUp aria-hidden size={14} />}
            {query.direction === 'desc' ? 'Descending' : 'Ascending'}
          </Button>
        </span>
      </div>
      {error && <p role="alert" className="text-sm text-red-700">Could not load recordings: {error.message}</p>}
      {isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {!isPending && rows.length === 0 && (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-500">No recordings in this folder yet.</p>
      )}
      {rows.length > 0 && (
        <div role="table" aria-label="Original recordings" aria-rowcount={rows.length + 1} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div role="rowgroup">
            <div role="row" aria-rowindex={1} className="grid grid-cols-[1fr_6rem_11rem_9rem] gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs font-medium text-slate-600">
              <span role="columnheader">Label</span>
              <span role="columnheader">Duration</span>
              <span role="columnheader">Created</span>
              <span role="columnheader">Marks · conversions</span>
            </div>
          </div>
          <div ref={scrollRef} role="rowgroup" className="max-h-[60vh] overflow-auto" data-testid="originals-scroll">
            <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const recording = rows[item.index]!;
                return (
                  <div
                    key={recording.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    data-testid="original-row"
                    className="absolute inset-x-0 grid grid-cols-[1fr_6rem_11rem_9rem] items-center gap-2 border-b border-slate-50 px-4 text-sm"
                    style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  >
                    <span role="cell" className="flex min-w-0 items-center gap-2">
                      <Link to={recordingHref(recording.id)} className="truncate font-medium hover:underline">
                        {recording.label || recording.file_name || 'Untitled'}
                      </Link>
                      {recording.tts && <span className="rounded bg-violet-100 px-1.5 text-xs text-violet-800">TTS</span>}
                      {recording.state !== 'done' && <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-800">{recording.state}</span>}
                    </span>
                    <span role="cell" className="text-slate-600 tabular-nums">
                      {formatDuration(recording.duration)}
                    </span>
                    <span role="cell" className="text-slate-600">
                      {formatDate(recording.created_at)}
                    </span>
                    <span role="cell" className="flex items-center gap-1.5 text-slate-500">
                      {recording.starred && <Star aria-label="Starred" size={15} className="fill-amber-400 text-amber-500" />}
                      {recording.note && <MessageSquare aria-label="Has a note" size={15} />}
                      <ConversionStates counts={summary.get(recording.id)} />
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm text-slate-600">
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setParam({ page: String(page - 1) })}>
            Previous
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setParam({ page: String(page + 1) })}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

/** Conversion states at a glance: done (green), working (amber), failed (red), each with its count. */
function ConversionStates({ counts }: { counts: { done: number; working: number; failed: number } | undefined }) {
  if (!counts) return null;
  const parts = [
    [counts.done, 'done', 'bg-emerald-100 text-emerald-900'],
    [counts.working, 'converting', 'bg-amber-100 text-amber-900'],
    [counts.failed, 'failed', 'bg-red-100 text-red-900'],
  ] as const;
  return (
    <span className="flex gap-1 text-xs" data-testid="conversion-summary">
      {parts
        .filter(([count]) => count > 0)
        .map(([count, word, style]) => (
          <span key={word} className={`rounded px-1 ${style}`} title={`${count} ${word}`}>
            {count} {word}
          </span>
        ))}
    </span>
  );
}
