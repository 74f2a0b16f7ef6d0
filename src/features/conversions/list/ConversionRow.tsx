import { Download, GitCompareArrows, NotebookPen, Pencil, RotateCcw, Star, Trash2 } from 'lucide-react';
import type { Recording } from '../../../../contract/gateway/recordings';
import { recordingItem } from '../../../components/audio/play-items';
import type { PlayItem } from '../../../components/audio/playback-store';
import { RowPlayer } from '../../../components/audio/RowPlayer';
import { Button } from '../../../components/ui/Button';
import { downloadRecordingAudio } from '../../../data/recordings/recording-export';
import { isWorking } from '../../../data/recordings/recording-polling';
import { formatDuration } from '../../../lib/format/human-readable';
import { ConversionCompare } from './ConversionCompare';
import { elapsedSeconds } from './conversion-elapsed';

export type RowAction = 'label' | 'note' | 'delete' | 'rerun';

type Props = {
  original: Recording;
  conversion: Recording;
  now: number;
  restartedAt: number | undefined;
  comparing: boolean;
  onCompare: (open: boolean) => void;
  onStar: () => void;
  rerunPending: boolean;
  onOpen: (action: RowAction) => void;
};

const STATE_STYLE: Record<Recording['state'], string> = {
  processing: 'bg-amber-100 text-amber-900',
  postprocessing: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  error: 'bg-red-100 text-red-900',
};

/** The name a conversion goes by: its label, else its voice. User text, always rendered as text. */
export const conversionName = (conversion: Recording) => conversion.label || conversion.voice_name || 'Conversion';

function settingsOf(conversion: Recording): string {
  const semitones = conversion.semitones_correction
    ? `${conversion.semitones_correction > 0 ? '+' : ''}${conversion.semitones_correction} st`
    : null;
  const calibration = conversion.calibration_name ? `calibration ${conversion.calibration_name}` : null;
  return [conversion.voice_name, conversion.accent_name, conversion.narration_style_name, semitones, calibration]
    .filter(Boolean)
    .join(' · ');
}

function stateText(conversion: Recording): string {
  if (conversion.state === 'done') return 'Done';
  if (conversion.state === 'error') return 'Failed';
  return conversion.process_stage ? `Converting (${conversion.process_stage})` : 'Converting';
}

/** What the playback core plays for a conversion: nothing until it is done. */
export const conversionItem = (conversion: Recording): PlayItem | null =>
  conversion.state === 'done' && conversion.url
    ? recordingItem({ ...conversion, url: conversion.url }, conversionName(conversion))
    : null;

/** One conversion: a play button and mini waveform, live state with elapsed time, its settings, note, and every action on it. */
export function ConversionRow({
  original,
  conversion,
  now,
  restartedAt,
  comparing,
  onCompare,
  onStar,
  rerunPending,
  onOpen,
}: Props) {
  const name = conversionName(conversion);
  const done = conversion.state === 'done';
  const elapsed = elapsedSeconds(conversion, now, restartedAt);
  const compareId = `compare-${conversion.id}`;
  return (
    <li className="space-y-2 py-3" data-testid="conversion-row" data-state={conversion.state}>
      <div className="w-full max-w-md">
        <RowPlayer item={conversionItem(conversion)} waveformUrl={conversion.waveform_url} label={name} />
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
          {stateText(conversion)}
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
          onClick={() => void downloadRecordingAudio(conversion, `${name}.wav`)}
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
