import { Pause, Play, Repeat, Star, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { distinctConversionNames } from '@contract/naming/conversion-name';
import { MiniWaveform } from '@/widgets/audio/MiniWaveform';
import { recordingItem } from '@/widgets/audio/play-items';
import { usePlayback, type PlayItem } from '@/widgets/audio/playback-store';
import { useGaplessSet } from '@/widgets/audio/use-gapless-set';
import { useShortcuts } from '@/components/shortcuts/shortcuts-store';
import { Button } from '@/components/ui/Button';
import { useConversions } from '@/data/recordings/conversions-query';
import { usePeaks } from '@/data/recordings/peaks-query';
import { useStarRecordingMutation } from '@/data/recordings/star-recording-mutation';
import type { TimeRange } from '@/lib/audio/audio-ranges';
import { formatDuration } from '@/lib/format/human-readable';

/** One row of the board: the original or a finished conversion. */
type Row = { key: number; recording: Recording; name: string; item: PlayItem };

const BOARD_SHORTCUTS = {
  title: 'Compare board (focus inside)',
  shortcuts: [
    { keys: ['1', '…', '9'], does: 'Hear row 1 to 9 from the same position' },
    { keys: ['Space'], does: 'Play or pause' },
    { keys: ['←', '→'], does: 'Back or forward 1 second (5 with Shift)' },
    { keys: ['I', 'O'], does: 'Set the selection’s in or out point at the playhead' },
    { keys: ['L'], does: 'Loop the selection across the voices, or stop' },
    { keys: ['Esc'], does: 'Clear the selection' },
  ],
};

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * The original and all its finished conversions, one row each with its name and waveform, under one playhead:
 * keys 1–9 (or a row's button) switch the one source at the same position and keep it playing, so the same
 * moment is heard in every voice; a selection (I and O) loops whichever row plays. The winner is starred from
 * its row. Once the rows are decoded (useGaplessSet) they play in step through Web Audio and a switch is a 5 ms
 * crossfade at the same sample; before that, or past its size cap, the switch reloads the studio's single media
 * element (the position kept to its clock, a pause of the time to open a cached file).
 */
export function CompareBoard({ original }: { original: Recording }) {
  const { data } = useConversions(original.id);
  const conversions = data?.list ?? [];
  const names = distinctConversionNames(conversions);
  const done = conversions.filter((conversion) => conversion.state === 'done' && conversion.url);
  const star = useStarRecordingMutation();
  const current = {
    id: usePlayback((state) => state.item?.id),
    time: usePlayback((state) => state.time),
    status: usePlayback((state) => state.status),
    range: usePlayback((state) => state.range),
  };
  const [selection, setSelection] = useState<TimeRange | null>(null);
  useShortcuts(BOARD_SHORTCUTS);
  const originalName = original.label || original.file_name || 'Original';
  const rows: Row[] = original.url
    ? [original, ...done].slice(0, 9).map((recording, index) => {
        const name = index === 0 ? `Original: ${originalName}` : names.get(recording.id)!;
        return { key: index + 1, recording, name, item: recordingItem({ ...recording, url: recording.url! }, name) };
      })
    : [];
  // The rows are fetched and decoded once the board is used (focused or touched), not on every visit to the page.
  const [used, setUsed] = useState(false);
  const gapless = useGaplessSet(used ? rows.map((row) => row.item) : []);

  if (rows.length < 2) return null;
  const longest = Math.max(...rows.map((row) => row.recording.duration), 0.001);
  const playingRow = rows.find((row) => row.item.id === current.id);
  const time = playingRow ? current.time : 0;
  const playing = playingRow !== undefined && current.status === 'playing';
  const looping = playingRow !== undefined && current.range?.repeat === true;

  const hear = (row: Row, at?: number) => {
    const player = usePlayback.getState();
    if (at !== undefined) void player.play(row.item, at);
    else if (playingRow) void player.switchTo(row.item);
    else void player.play(row.item, selection?.start ?? 0);
  };
  const loop = (on: boolean) => {
    const player = usePlayback.getState();
    if (!on) void player.playRange(null);
    else if (selection) void player.playRange({ ...selection, repeat: true }, (playingRow ?? rows[0]!).item);
  };
  const mark = (side: 'in' | 'out') => {
    const next =
      side === 'in'
        ? { start: time, end: selection && selection.end > time ? selection.end : longest }
        : { start: selection && selection.start < time ? selection.start : 0, end: time };
    setSelection(next);
    if (looping) usePlayback.setState({ range: { ...next, repeat: true } });
  };
  const clear = () => {
    setSelection(null);
    if (looping) loop(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    const row = rows.find((candidate) => String(candidate.key) === key);
    const player = usePlayback.getState();
    if (row) hear(row);
    else if (key === ' ' && !(event.target instanceof HTMLButtonElement)) {
      if (playingRow) player.toggle();
      else hear(rows[0]!);
    } else if ((key === 'arrowleft' || key === 'arrowright') && playingRow)
      player.seekBy((key === 'arrowleft' ? -1 : 1) * (event.shiftKey ? 5 : 1));
    else if (key === 'i' || key === 'o') mark(key === 'i' ? 'in' : 'out');
    else if (key === 'l' && selection) loop(!looping);
    else if (key === 'escape' && selection) clear();
    else return;
    event.preventDefault();
  };

  return (
    // The board takes no input itself: the keys of the focused controls inside bubble up to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby="compare-board-title"
      onKeyDown={onKeyDown}
      onFocus={() => setUsed(true)}
      onPointerDown={() => setUsed(true)}
      className="space-y-3 rounded-xl border border-line bg-raised p-4"
      data-testid="compare-board"
      data-gapless={gapless || undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="compare-board-title" className="text-subheading font-semibold">
          Compare board
        </h3>
        <p className="text-caption text-ink-muted">
          Keys 1–{rows.length} switch voices at the same moment · Space plays · I and O select · L loops
        </p>
      </div>
      <ol className="space-y-2" aria-label="Original and conversions">
        {rows.map((row) => (
          <BoardRow
            key={row.recording.id}
            row={row}
            active={row === playingRow}
            playing={playing && row === playingRow}
            widthShare={row.recording.duration / longest}
            playhead={playingRow ? time / longest : null}
            selection={selection && { start: selection.start / longest, end: selection.end / longest }}
            onHear={() => (row === playingRow ? usePlayback.getState().toggle() : hear(row))}
            onSeek={(fraction) => hear(row, fraction * longest)}
            onStar={
              row.key === 1
                ? undefined
                : () => star.mutate({ recording: row.recording, starred: !row.recording.starred })
            }
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2 text-body">
        <Button
          variant="secondary"
          onClick={() => (playingRow ? usePlayback.getState().toggle() : hear(rows[0]!))}
          aria-keyshortcuts="Space"
          data-testid="board-play"
        >
          {playing ? <Pause aria-hidden size={15} /> : <Play aria-hidden size={15} />} {playing ? 'Pause' : 'Play'}
        </Button>
        <span className="text-ink-muted tabular-nums" data-testid="board-time" data-seconds={time}>
          {formatDuration(time)}
        </span>
        <span
          role="status"
          className="text-ink-muted tabular-nums"
          data-testid="board-selection"
          data-start={selection?.start}
          data-end={selection?.end}
        >
          {selection
            ? `Selection from ${formatDuration(selection.start)}, ${formatDuration(selection.end - selection.start)} long`
            : ''}
        </span>
        {selection && (
          <span className="ml-auto flex gap-1">
            <Button
              variant="secondary"
              aria-pressed={looping}
              className="aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
              aria-keyshortcuts="L"
              onClick={() => loop(!looping)}
            >
              <Repeat aria-hidden size={15} /> Loop across voices
            </Button>
            <Button variant="ghost" aria-label="Clear the board's selection" aria-keyshortcuts="Escape" onClick={clear}>
              <X aria-hidden size={15} />
            </Button>
          </span>
        )}
        <span className="sr-only" aria-live="polite">
          {playingRow ? `Row ${playingRow.key}: ${playingRow.name}` : ''}
        </span>
      </div>
    </section>
  );
}

type RowProps = {
  row: Row;
  active: boolean;
  playing: boolean;
  /** Its length as a share of the longest row's, so one time sits at one x in every row. */
  widthShare: number;
  playhead: number | null;
  selection: TimeRange | null;
  onHear: () => void;
  onSeek: (fraction: number) => void;
  onStar?: () => void;
};

function BoardRow({ row, active, playing, widthShare, playhead, selection, onHear, onSeek, onStar }: RowProps) {
  const { data: peaks } = usePeaks(row.recording.waveform_url);
  return (
    <li
      className={`grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg p-2 sm:grid-cols-[minmax(0,16rem)_1fr_auto] ${active ? 'bg-accent-soft' : ''}`}
      data-testid="board-row"
      data-active={active || undefined}
    >
      <button
        type="button"
        aria-pressed={active}
        aria-keyshortcuts={String(row.key)}
        onClick={onHear}
        className="col-span-2 flex min-h-10 min-w-0 items-center gap-2 rounded-md px-2 text-left text-body hover:bg-sunken focus-visible:outline-2 focus-visible:outline-accent sm:col-span-1"
      >
        <kbd className="rounded border border-line-strong px-1.5 text-caption tabular-nums">{row.key}</kbd>
        {playing ? (
          <Pause aria-hidden size={14} className="shrink-0" />
        ) : (
          <Play aria-hidden size={14} className="shrink-0" />
        )}
        <span className="min-w-0 truncate">{row.name}</span>
      </button>
      {onStar ? (
        <Button
          variant="ghost"
          aria-label={`Star ${row.name}`}
          aria-pressed={row.recording.starred}
          onClick={onStar}
          className="sm:order-last"
        >
          <Star aria-hidden size={15} className={row.recording.starred ? 'fill-amber-400 text-amber-600' : ''} />
        </Button>
      ) : (
        <span className="sm:order-last" />
      )}
      <div className="relative col-span-3 sm:col-span-1" data-testid="board-waveform">
        <div style={{ width: `${Math.min(1, widthShare) * 100}%` }}>
          <MiniWaveform peaks={peaks} progress={null} onSeek={(fraction) => onSeek(fraction * widthShare)} bars={120} />
        </div>
        {selection && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 bg-accent/20"
            style={{ left: `${selection.start * 100}%`, width: `${(selection.end - selection.start) * 100}%` }}
          />
        )}
        {playhead !== null && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 w-0.5 bg-ink"
            style={{ left: `${Math.min(1, playhead) * 100}%` }}
          />
        )}
      </div>
    </li>
  );
}
