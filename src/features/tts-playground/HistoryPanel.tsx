import { Download, FolderUp, Pause, Play, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AudioAbPlayer } from '@/widgets/audio/AudioAbPlayer';
import { blobItem } from '@/widgets/audio/play-items';
import { usePlayback } from '@/widgets/audio/playback-store';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmptyState } from '@/components/ui/EmptyState';
import { SelectField } from '@/components/ui/SelectField';
import { formatBytes, formatDate, formatDuration } from '@/lib/format/human-readable';
import { saveBlob } from '@/lib/browser/save-blob';
import { generationLabel } from './generation-label';
import type { GenerationRecord } from './generation-history';
import { SaveToProjectDialog } from './SaveToProjectDialog';
import { HISTORY_LIMITS_MB } from './use-generation-history';

type Props = {
  entries: GenerationRecord[];
  totalBytes: number;
  limitMb: number;
  onLimitChange: (mb: number) => void;
  onReuse: (entry: GenerationRecord) => void;
  onDelete: (id: string) => void;
  error: string | null;
  /** Where a first generation starts: the transcript. */
  onStart: () => void;
};

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** What tells two takes apart in the comparison: text, voice, seed and when it was made. */
const takeName = (entry: GenerationRecord) =>
  `${excerpt(entry.settings.transcript)} (${[entry.settings.voiceId, typeof entry.settings.sampling.seed === 'number' ? `seed ${entry.settings.sampling.seed}` : null, new Date(entry.createdAt).toLocaleTimeString()].filter(Boolean).join(', ')})`;

/** What the playback core plays for a generation in the history (the bar decodes its peaks from the WAV). */
const entryItem = (entry: GenerationRecord) =>
  blobItem(`tts:${entry.id}`, excerpt(entry.settings.transcript), entry.wav, entry.duration);

/**
 * Generations kept in this browser, newest first: replay, download, reuse the settings, save to a project, pick
 * two to compare A/B, delete. The total size is shown with the limit; past it the oldest are evicted.
 */
export function HistoryPanel({
  entries,
  totalBytes,
  limitMb,
  onLimitChange,
  onReuse,
  onDelete,
  error,
  onStart,
}: Props) {
  const id = useId();
  const [compare, setCompare] = useState<string[]>([]);
  const [saving, setSaving] = useState<GenerationRecord | null>(null);
  const loaded = usePlayback(
    useShallow((state) =>
      state.item?.id.startsWith('tts:')
        ? { id: state.item.id, time: state.time, playing: state.status === 'playing' }
        : null,
    ),
  );
  const compared = compare
    .map((entryId) => entries.find((entry) => entry.id === entryId))
    .filter((entry): entry is GenerationRecord => !!entry);

  const toggleCompare = (entryId: string, on: boolean) =>
    setCompare((current) =>
      on
        ? [...current.filter((other) => other !== entryId), entryId].slice(-2)
        : current.filter((other) => other !== entryId),
    );

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-heading font-semibold">
          History
        </h2>
        <div className="flex items-center gap-2 text-body">
          <span data-testid="history-size">
            {entries.length} kept · {formatBytes(totalBytes)} of {limitMb} MB
          </span>
          <SelectField
            label="History size limit"
            hideLabel
            compact
            value={String(limitMb)}
            onChange={(value) => onLimitChange(Number(value))}
            options={HISTORY_LIMITS_MB.map((mb) => [String(mb), `Keep up to ${mb} MB`] as const)}
          />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-body text-danger">
          {error}
        </p>
      )}
      <p className="text-caption text-ink-muted">
        Kept in this browser only. When the limit is reached the oldest generations are removed.
      </p>
      {compared.length === 2 && (
        <div className="space-y-1">
          <h3 className="text-body font-semibold">Compare A/B</h3>
          <AudioAbPlayer
            a={{ item: entryItem(compared[0]!), label: takeName(compared[0]!), peaks: null }}
            b={{ item: entryItem(compared[1]!), label: takeName(compared[1]!), peaks: null }}
          />
        </div>
      )}
      {entries.length === 0 ? (
        <EmptyState
          message="Nothing generated yet. Each take you generate is kept here, in this browser, to play, compare and reuse."
          action={<Button onClick={onStart}>Write a transcript</Button>}
        />
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Generations">
          {entries.map((entry) => {
            const item = entryItem(entry);
            const isLoaded = loaded?.id === item.id;
            const isPlaying = isLoaded && loaded.playing;
            const name = excerpt(entry.settings.transcript);
            return (
              <li key={entry.id} className="space-y-2 p-3" data-testid="history-entry">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{name}</p>
                  <p className="text-caption text-ink-muted">{formatDate(entry.createdAt)}</p>
                </div>
                <p className="text-caption text-ink-muted">
                  {entry.settings.voiceId} · {entry.settings.variant} ·{' '}
                  {entry.settings.mode === 'stream' ? `streamed (${entry.settings.encoding})` : 'whole file'} ·{' '}
                  {entry.settings.sampleRate} Hz · {formatDuration(entry.duration)} · {formatBytes(entry.bytes)}
                  {entry.ttfaMs !== null ? ` · first audio ${Math.round(entry.ttfaMs)} ms` : ''}
                  {typeof entry.settings.sampling.seed === 'number' ? ` · seed ${entry.settings.sampling.seed}` : ''}
                </p>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    variant="ghost"
                    aria-label={`${isPlaying ? 'Pause' : 'Replay'} “${name}”`}
                    onClick={() => usePlayback.getState().toggle(item)}
                  >
                    {isPlaying ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}{' '}
                    {isPlaying ? 'Pause' : 'Replay'}
                  </Button>
                  {isLoaded && (
                    <span className="text-caption tabular-nums" data-testid="history-position">
                      {formatDuration(loaded.time)} / {formatDuration(entry.duration)}
                    </span>
                  )}
                  <Button
                    variant="ghost"
                    aria-label={`Download “${name}”`}
                    onClick={() => saveBlob(entry.wav, `${generationLabel(entry.settings.transcript)}.wav`)}
                  >
                    <Download aria-hidden size={16} /> Download
                  </Button>
                  <Button variant="ghost" aria-label={`Reuse the settings of “${name}”`} onClick={() => onReuse(entry)}>
                    <RotateCcw aria-hidden size={16} /> Reuse settings
                  </Button>
                  <Button variant="ghost" aria-label={`Save “${name}” to a project`} onClick={() => setSaving(entry)}>
                    <FolderUp aria-hidden size={16} /> Save
                  </Button>
                  <CheckboxField
                    label="Compare"
                    center
                    checked={compare.includes(entry.id)}
                    onChange={(on) => toggleCompare(entry.id, on)}
                    className="px-2"
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Delete “${name}”`}
                    onClick={() => {
                      usePlayback.getState().stop(item.id);
                      toggleCompare(entry.id, false);
                      onDelete(entry.id);
                    }}
                  >
                    <Trash2 aria-hidden size={16} /> Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {saving && (
        <SaveToProjectDialog
          wav={saving.wav}
          transcript={saving.settings.transcript}
          open
          onOpenChange={(open) => !open && setSaving(null)}
        />
      )}
    </section>
  );
}
