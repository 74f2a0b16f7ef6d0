import { ChevronDown, ChevronRight, MessageSquare, Star } from 'lucide-react';
import { memo, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { Recording } from '@contract/gateway/recordings';
import { recordingItem } from '@/widgets/audio/play-items';
import type { PlayItem } from '@/widgets/audio/playback-store';
import { RowPlayer } from '@/widgets/audio/RowPlayer';
import { SelectBox } from '@/components/ui/SelectBox';
import { formatDate, formatDuration } from '@/lib/format/human-readable';
import { recordingTitle } from './recording-title';

export type ConversionCounts = { done: number; working: number; failed: number };
export type RowColumn = 'select' | 'play' | 'link' | 'star' | 'expand';
/** An original's conversions, listed under its row when it is expanded (the conversions feature's). */
export type RowConversions = ComponentType<{ original: Recording; originalTitle: string; tabIndex: number }>;

/** The table's columns from `md` up, shared by the header and the rows. */
export const WIDE_COLUMNS =
  'md:grid md:grid-cols-[1.5rem_9rem_minmax(6rem,1fr)_4.5rem_9.5rem_2rem_8rem] md:gap-2 md:px-4';
/**
 * A row: on a phone a two-line card (checkbox and player on the left, star on the right, the label over
 * duration, date and conversions) that needs no sideways scroll; from `md` up one line of the table's columns.
 * The checkbox's column is wide enough that its 44 px touch area and the play button's do not overlap, and the star
 * spans both lines so its touch area stays inside the card.
 */
const ROW_GRID = `grid grid-cols-[2rem_5.5rem_auto_auto_minmax(0,1fr)_2rem] grid-rows-[auto_auto] content-center items-center gap-x-2 px-3 ${WIDE_COLUMNS} md:grid-rows-none`;
const PLACE = {
  select: 'col-start-1 row-start-1 row-span-2',
  play: 'col-start-2 row-start-1 row-span-2',
  link: 'col-[3/6] row-start-1',
  duration: 'col-start-3 row-start-2 text-caption md:text-body',
  created: 'col-start-4 row-start-2 text-caption md:text-body',
  star: 'col-start-6 row-start-1 row-span-2',
  notes: 'col-start-5 row-start-2',
} as const;
const placed = (cell: keyof typeof PLACE) => `${PLACE[cell]} md:col-auto md:row-auto`;
/** Row heights for the virtualizer: a card on a phone, a line on wider screens. */
export const ROW_HEIGHT = { wide: 44, narrow: 60 } as const;

type Props = {
  index: number;
  recording: Recording | undefined;
  href: string | undefined;
  conversions: ConversionCounts | undefined;
  /** Whether this row holds the list's tab stop (roving tabindex: one row is tabbable, arrows move it). */
  tabbable: boolean;
  /** Offset from the top of the list, in pixels. */
  top: number;
  height: number;
  onStar: (recording: Recording) => void;
  /** Picked for batch work. */
  selected: boolean;
  /** The checkbox was clicked or pressed; `range` when Shift was held (a Shift-click selects from the last one). */
  onSelect: (recording: Recording, index: number, range: boolean) => void;
  /** Whether its conversions are listed under it; `onExpand` toggles that. */
  expanded: boolean;
  onExpand: (recording: Recording) => void;
  Conversions: RowConversions | undefined;
  /** The list measures each row (an expanded one is taller). */
  measure: (element: HTMLElement | null) => void;
};

/** What the playback core plays for an original: nothing until its audio is ready. */
export const itemOf = (recording: Recording | undefined): PlayItem | null =>
  recording?.state === 'done' && recording.url
    ? recordingItem({ ...recording, url: recording.url }, recordingTitle(recording))
    : null;

/**
 * One original in the folder view: a play button and mini waveform, label (as text, whatever it contains), TTS and state badges, duration, date,
 * a star toggle, a note marker and its conversions' states, a button that lists its conversions under it (each can be
 * played there). A row whose page has not arrived is a placeholder.
 */
export const OriginalRow = memo(function OriginalRow({
  index,
  recording,
  href,
  conversions,
  tabbable,
  top,
  height,
  onStar,
  selected,
  onSelect,
  expanded,
  onExpand,
  Conversions,
  measure,
}: Props) {
  const tabIndex = tabbable ? 0 : -1;
  if (!recording || !href) {
    return (
      <div
        ref={measure}
        role="row"
        aria-rowindex={index + 2}
        data-index={index}
        className={`absolute inset-x-0 ${ROW_GRID} text-body`}
        style={{ height, transform: `translateY(${top}px)` }}
      >
        <span role="cell" className={`h-3 w-40 animate-pulse rounded bg-fill ${placed('link')}`} aria-label="Loading" />
      </div>
    );
  }
  const title = recordingTitle(recording);
  const conversionCount = conversions ? conversions.done + conversions.working + conversions.failed : 0;
  const conversionsId = `conversions-${recording.id}`;
  return (
    <div
      ref={measure}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-index={index}
      data-testid="original-row"
      className={`absolute inset-x-0 border-b border-sunken text-body focus-within:bg-accent-soft/60 hover:bg-sunken ${selected ? 'bg-accent-soft' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div className={ROW_GRID} style={{ height }}>
        <span role="cell" className={`flex items-center ${placed('select')}`}>
          <SelectBox
            data-col="select"
            tabIndex={tabIndex}
            checked={selected}
            label={`Select ${title}`}
            onPick={(range) => onSelect(recording, index, range)}
          />
        </span>
        <span role="cell" className={`min-w-0 ${placed('play')}`}>
          <RowPlayer item={itemOf(recording)} waveformUrl={recording.waveform_url} label={title} tabIndex={tabIndex} />
        </span>
        <span role="cell" className={`flex min-w-0 items-center gap-2 ${placed('link')}`}>
          <Link
            to={href}
            data-col="link"
            tabIndex={tabIndex}
            title={title}
            className="truncate font-medium hover:underline"
          >
            {title}
          </Link>
          {recording.tts && (
            <span className="shrink-0 rounded bg-violet-100 px-1.5 text-caption text-violet-800">TTS</span>
          )}
          {recording.state !== 'done' && (
            <span
              className={`shrink-0 rounded px-1.5 text-caption ${recording.state === 'error' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
            >
              {recording.state}
            </span>
          )}
        </span>
        <span role="cell" className={`text-ink-muted tabular-nums ${placed('duration')}`}>
          {formatDuration(recording.duration)}
        </span>
        <span role="cell" className={`text-ink-muted ${placed('created')}`}>
          {formatDate(recording.created_at)}
        </span>
        <span role="cell" className={placed('star')}>
          <button
            type="button"
            data-col="star"
            tabIndex={tabIndex}
            aria-pressed={recording.starred}
            aria-label={`Star ${title}`}
            onClick={() => onStar(recording)}
            className="touch-hit rounded p-1 text-ink-faint hover:bg-fill hover:text-amber-500"
          >
            <Star aria-hidden size={16} className={recording.starred ? 'fill-amber-400 text-amber-500' : ''} />
          </button>
        </span>
        <span role="cell" className={`flex min-w-0 items-center gap-1.5 text-ink-faint ${placed('notes')}`}>
          {recording.note && (
            <span title={recording.note.text} className="shrink-0">
              <MessageSquare role="img" aria-label="Has a note" size={15} />
            </span>
          )}
          {conversionCount > 0 && (
            <button
              type="button"
              data-col="expand"
              tabIndex={tabIndex}
              aria-expanded={expanded}
              aria-controls={expanded ? conversionsId : undefined}
              aria-label={`${expanded ? 'Hide' : 'Show'} ${conversionCount} conversion${conversionCount === 1 ? '' : 's'} of ${title}`}
              onClick={() => onExpand(recording)}
              className="flex shrink-0 items-center gap-0.5 md:min-w-0 md:shrink rounded p-0.5 text-ink-muted hover:bg-fill"
            >
              {expanded ? (
                <ChevronDown aria-hidden size={15} className="shrink-0" />
              ) : (
                <ChevronRight aria-hidden size={15} className="shrink-0" />
              )}
              <span className="md:hidden">{conversionCount}</span>
              <ConversionStates counts={conversions} />
            </button>
          )}
        </span>
      </div>
      {expanded && Conversions && (
        <div role="cell" id={conversionsId} data-conversions className="border-t border-sunken px-3 pb-2 md:pl-14">
          <Suspense fallback={<p className="py-1 text-caption text-ink-faint">Loading conversions…</p>}>
            <Conversions original={recording} originalTitle={title} tabIndex={tabIndex} />
          </Suspense>
        </div>
      )}
    </div>
  );
});

/** Conversion states at a glance: done (green), working (amber), failed (red), each with its count. */
function ConversionStates({ counts }: { counts: ConversionCounts | undefined }) {
  if (!counts) return null;
  const parts = [
    [counts.done, 'done', 'bg-emerald-100 text-emerald-900'],
    [counts.working, 'converting', 'bg-amber-100 text-amber-900'],
    [counts.failed, 'failed', 'bg-red-100 text-red-900'],
  ] as const;
  return (
    <span className="flex gap-1 truncate text-caption max-md:sr-only" data-testid="conversion-summary">
      {parts
        .filter(([count]) => count > 0)
        .map(([count, word, style]) => (
          <span key={word} className={`rounded px-1 ${style}`}>
            {count} {word}
          </span>
        ))}
    </span>
  );
}
