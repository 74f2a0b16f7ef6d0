import { Download, GitCompareArrows, NotebookPen, Pencil, RotateCcw, Star, Trash2 } from 'lucide-react';
import { conversionStateText } from './conversion-state-text';
import type { Recording } from '@contract/gateway/recordings';
import { safeFileName } from '@contract/naming/safe-file-name';
import { recordingItem } from '@/widgets/audio/play-items';
import type { PlayItem } from '@/widgets/audio/playback-store';
import { RowPlayer } from '@/widgets/audio/RowPlayer';
import { Button } from '@/components/ui/Button';
import { downloadRecordingAudio } from '@/data/recordings/recording-export';
import { isWorking } from '@/data/recordings/recording-polling';
import { formatDuration } from '@/lib/format/human-readable';
import { ConversionCompare } from './ConversionCompare';
import { elapsedSeconds } from './conversion-elapsed';

export type RowAction = 'label' | 'note' | 'delete' | 'rerun';

type Props = {
  original: Recording;
  conversion: Recording;
  /** Its name among the original's conversions (contract/naming/conversion-name.ts). */
  name: string;
  now: number;
  restartedAt: number | undefined;
  comparing: boolean;
  onCompare: (open: boolean) => void;
  onStar: () => void;
  rerunPending: boolean;
  onOpen: (action: RowAction) => void;
};

export const STATE_STYLE: Record<Recording['state'], string> = {
  processing: 'bg-amber-100 text-amber-900',
  postprocessing: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  error: 'bg-red-100 text-red-900',
};

/** What the name leaves out: the calibration (the name carries the voice, accent, semitones and style). */
export const settingsOf = (conversion: Recording) =>
  conversion.calibration_name ? `calibration ${conversion.calibration_name}` : '';

/** What the playback core plays for a conversion, under its name: nothing until it is done. */
export const conversionItem = (conversion: Recording, name: string): PlayItem | null =>
  conversion.state === 'done' && conversion.url ? recordingItem({ ...conversion, url: conversion.url }, name) : null;

/** One conversion: a play button and mini waveform, live state with elapsed time, its settings, note, and every action on it. */
export function ConversionRow({
  original,
  conversion,
  name,
  now,
  restartedAt,
  comparing,
  onCompare,
  onStar,
  rerunPending,
  onOpen,
}: Props) {
  const done = conversion.state === 'done';
  const elapsed = elapsedSeconds(conversion, now, restartedAt);
  const compareId = `compare-${conversion.id}`;
  return (
    <li className="space-y-2 py-3" data-testid="conversion-row" data-state={conversion.state}>
      <div className="w-full max-w-md">
        <RowPlayer item={conversionItem(conversion, name)} waveformUrl={conversion.waveform_url} label={name} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-body">
        <span className="font-medium text-ink" data-testid="conversion-label">
          {name}
        </span>
        <span className="text-ink-muted">{settingsOf(conversion)}</span>
        <span
          className={`rounded px-1.5 py-0.5 text-caption ${STATE_STYLE[conversion.state]}`}
          data-testid="conversion-state"
        >
          {conversionStateText(conversion)}
        </span>
        {elapsed !== null && (
          <span className="text-caption text-ink-muted tabular-nums" data-testid="conversion-elapsed">
            {isWorking(conversion) ? `${elapsed} s so far` : `took ${elapsed} s`}
          </span>
        )}
        {done && (
          <span className="text-caption text-ink-muted tabular-nums">length {formatDuration(conversion.duration)}</span>
        )}
        {conversion.starred && (
          <Star role="img" aria-label="Starred" size={14} className="fill-amber-400 text-amber-600" />
        )}
      </div>
      {conversion.error && <p className="text-body text-danger">{conversion.error}</p>}
      {conversion.note && (
        <p className="text-body whitespace-pre-wrap text-ink-muted" data-testid="conversion-note">
          {conversion.note.text}
        </p>
      )}
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          disabled={!done}
          aria-expanded={comparing}
          aria-controls={comparing ? compareId : undefined}
          onClick={() => onCompare(!comparing)}
        >
          <GitCompareArrows aria-hidden size={15} /> {comparing ? 'Close compare' : 'Compare with original'}
        </Button>
        <Button
          variant="ghost"
          disabled={!done}
          aria-label={`Download ${name}`}
          onClick={() => void downloadRecordingAudio(conversion, `${safeFileName(name, 'conversion')}.wav`)}
        >
          <Download aria-hidden size={15} />
        </Button>
        <Button variant="ghost" aria-label={`Star ${name}`} aria-pressed={conversion.starred} onClick={onStar}>
          <Star aria-hidden size={15} className={conversion.starred ? 'fill-amber-400 text-amber-600' : ''} />
        </Button>
        <Button variant="ghost" aria-label={`Edit the label of ${name}`} onClick={() => onOpen('label')}>
          <Pencil aria-hidden size={15} />
        </Button>
        <Button variant="ghost" aria-label={`Note on ${name}`} onClick={() => onOpen('note')}>
          <NotebookPen aria-hidden size={15} /> Note
        </Button>
        {!isWorking(conversion) && (
          <Button variant="ghost" disabled={rerunPending} onClick={() => onOpen('rerun')}>
            <RotateCcw aria-hidden size={15} /> {conversion.state === 'error' ? 'Retry' : 'Redo'}
          </Button>
        )}
        <Button variant="ghost" aria-label={`Delete ${name}`} onClick={() => onOpen('delete')}>
          <Trash2 aria-hidden size={15} />
        </Button>
      </div>
      {comparing && done && (
        <div id={compareId}>
          <ConversionCompare original={original} conversion={conversion} label={name} />
        </div>
      )}
    </li>
  );
}
