import { Download, FolderUp, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { blobItem } from '@/widgets/audio/play-items';
import { WaveformPlayer } from '@/widgets/audio/WaveformPlayer';
import { Button } from '@/components/ui/Button';
import { peaksFromSamples } from '@/lib/audio/sample-peaks';
import { saveBlob } from '@/lib/browser/save-blob';
import { randomId } from '@/lib/browser/random-id';
import { generationLabel } from './generation-label';
import { SaveToProjectDialog } from './SaveToProjectDialog';
import type { GenerationRun } from './use-speech-generation';

type Props = { run: GenerationRun; position: number; onStartAgain: () => void };

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value).toLocaleString('en')} ms`);
const ROUTES = { websocket: 'WebSocket', lines: 'JSON lines' } as const;

/**
 * The latest generation: what is happening, the time to first audio and total time, the stream's playing
 * position while it plays, then the waveform with play, WAV download and "save to a project". A run cut off by a
 * lost connection says so and offers to start the same generation again.
 */
export function GenerationOutput({ run, position, onStartAgain }: Props) {
  const { transcript } = run;
  // Peaks from the samples already in hand, so the file is never decoded a second time; a new id per generation.
  const output = useMemo(() => {
    if (!run.audio) return null;
    const peaks = peaksFromSamples(run.audio.samples, run.audio.sampleRate);
    return {
      peaks,
      item: blobItem(`generation:${randomId()}`, generationLabel(run.transcript), run.audio.wav, peaks.duration, peaks),
    };
  }, [run.audio, run.transcript]);
  const [saving, setSaving] = useState(false);
  if (run.phase === 'idle') return <p className="text-body text-ink-muted">Generated speech appears here.</p>;

  const status =
    run.phase === 'working'
      ? run.mode === 'stream'
        ? run.ttfaMs === null
          ? 'Waiting for the first audio…'
          : 'Playing as it arrives…'
        : 'Generating the file…'
      : run.phase === 'done'
        ? 'Done'
        : run.phase === 'cancelled'
          ? 'Cancelled'
          : run.connectionLost
            ? 'Connection lost'
            : 'Failed';

  return (
    <section aria-labelledby="output-heading" className="space-y-3">
      <h2 id="output-heading" className="text-heading font-semibold">
        Result
      </h2>
      <p role="status" className="text-body">
        {status}
      </p>
      {run.error && (
        <p role="alert" className="text-body text-danger">
          {run.connectionLost ? `The connection was lost. ${run.error}.` : run.error}
        </p>
      )}
      {run.connectionLost && (
        <Button variant="secondary" onClick={onStartAgain}>
          <RotateCcw aria-hidden size={16} /> Start again
        </Button>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-body sm:grid-cols-4">
        <dt className="text-ink-muted">Time to first audio</dt>
        <dd className="tabular-nums" data-testid="ttfa">
          {ms(run.ttfaMs)}
        </dd>
        <dt className="text-ink-muted">Total time</dt>
        <dd className="tabular-nums" data-testid="total-time">
          {ms(run.totalMs)}
        </dd>
        {run.mode === 'stream' && (
          <>
            <dt className="text-ink-muted">Route</dt>
            <dd>{run.route ? ROUTES[run.route] : '–'}</dd>
            <dt className="text-ink-muted">Played</dt>
            <dd className="tabular-nums" data-testid="stream-position">
              {position.toFixed(1)} s
              {run.underruns > 0 ? ` (${run.underruns} wait${run.underruns === 1 ? '' : 's'} for the network)` : ''}
            </dd>
          </>
        )}
      </dl>
      {run.audio && output && (
        <>
          <WaveformPlayer item={output.item} peaks={output.peaks} label="the generated speech" />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => saveBlob(run.audio!.wav, `${generationLabel(transcript)}.wav`)}>
              <Download aria-hidden size={16} /> Download WAV
            </Button>
            <Button variant="secondary" onClick={() => setSaving(true)}>
              <FolderUp aria-hidden size={16} /> Save to a project
            </Button>
          </div>
          {saving && (
            <SaveToProjectDialog wav={run.audio.wav} transcript={transcript} open={saving} onOpenChange={setSaving} />
          )}
        </>
      )}
    </section>
  );
}
