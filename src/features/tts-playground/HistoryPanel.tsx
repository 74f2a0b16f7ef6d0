import { Download, FolderUp, Pause, Play, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AudioAbPlayer } from '../../components/audio/AudioAbPlayer';
import { Button } from '../../components/ui/Button';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { EmptyState } from '../../components/ui/EmptyState';
import { SelectField } from '../../components/ui/SelectField';
import { formatBytes, formatDuration } from '../../lib/format/human-readable';
import { saveBlob } from '../../lib/browser/save-blob';
import { useObjectUrl } from '../../lib/browser/use-object-url';
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

/** Both sides of an A/B comparison as playable blob URLs. */
function Compare({ a, b }: { a: GenerationRecord; b: GenerationRecord }) {
  const urlA = useObjectUrl(a.wav);
  const urlB = useObjectUrl(b.wav);
  if (!urlA || !urlB) return null;
  return (
    <AudioAbPlayer
      a={{
        url: urlA,
        label: takeName(a),
        duration: a.duration,
        peaks: null,
      }}
      b={{
        url: urlB,
        label: takeName(b),
        duration: b.duration,
        peaks: null,
      }}
    />
  );
}

/**
 * Generations kept in this browser, newest first: replay, download, reuse the settings, save to a project, pick
 * two to compare A/B, delete. The total size is shown with the limit; past it the oldest are evicted.
 */
export function HistoryPanel({ entries, totalBytes, limitMb, onLimitChange, onReuse, onDelete, error, onStart }: Props) {
  const id = useId();
  const [playing, setPlaying] = useState<{ id: string; paused: boolean } | null>(null);
  const [playedSeconds, setPlayedSeconds] = useState(0);
  const [compare, setCompare] = useState<string[]>([]);
  const [saving, setSaving] = useState<GenerationRecord | null>(null);
  // One element replays every entry, so only one plays at a time.
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const playingEntry = entries.find((entry) => entry.id === playing?.id);
  const playingUrl = useObjectUrl(playingEntry?.wav);
  const compared = compare
    .map((entryId) => entries.find((entry) => entry.id === entryId))
    .filter((entry): entry is GenerationRecord => !!entry);

  useEffect(() => {
    const audio = new Audio();
    audioRef.current = audio;
    const onTime = () => setPlayedSeconds(audio.currentTime);
    const onEnded = () => setPlaying(null);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('ended', onEnded);
    return () => {
      audio.pause();
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('ended', onEnded);
      audio.removeAttribute('src');
    };
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!playingUrl) return void audio.pause();
    if (audio.src !== playingUrl) audio.src = playingUrl;
    if (playing?.paused) audio.pause();
    else void audio.play().catch(() => setPlaying(null));
  }, [playingUrl, playing]);

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
          <Compare a={compared[0]!} b={compared[1]!} />
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
            const isPlaying = playing?.id === entry.id && !playing.paused;
            const name = excerpt(entry.settings.transcript);
            return (
              <li key={entry.id} className="space-y-2 p-3" data-testid="history-entry">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{name}</p>
                  <p className="text-caption text-ink-muted">{new Date(entry.createdAt).toLocaleString()}</p>
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
                    onClick={() => {
                      if (playing?.id !== entry.id) setPlayedSeconds(0);
                      setPlaying({ id: entry.id, paused: isPlaying });
                    }}
                  >
                    {isPlaying ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}{' '}
                    {isPlaying ? 'Pause' : 'Replay'}
                  </Button>
                  {playing?.id === entry.id && (
                    <span className="text-caption tabular-nums" data-testid="history-position">
                      {formatDuration(playedSeconds)} / {formatDuration(entry.duration)}
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
                      if (playing?.id === entry.id) setPlaying(null);
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
