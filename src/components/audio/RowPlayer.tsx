import { LoaderCircle, Pause, Play } from 'lucide-react';
import { MiniWaveform } from './MiniWaveform';
import { useListPlayer, type Track } from './list-player-store';

type Props = {
  /** Null while the recording has no playable audio yet (still processing, or failed). */
  track: Track | null;
  waveformUrl: string | null | undefined;
  /** The recording's name, for the button's accessible name ("Play Take 3"). */
  label: string;
  /** Roving tab stop of the list the row sits in. */
  tabIndex?: number;
};

/**
 * A play button and a mini waveform for one row of a list: one row plays at a time (the list player), the
 * waveform shows how far it got and a click on it plays from there.
 */
export function RowPlayer({ track, waveformUrl, label, tabIndex }: Props) {
  const current = useListPlayer((state) => (track && state.currentId === track.id ? state : null));
  const { toggle, play } = useListPlayer.getState();
  const playing = Boolean(current?.playing);
  const loading = Boolean(current?.loading);
  const progress = current && current.duration > 0 ? current.time / current.duration : null;
  return (
    <span className="flex min-w-0 items-center gap-2" data-testid="row-player" data-playing={playing || undefined}>
      <button
        type="button"
        data-col="play"
        tabIndex={tabIndex}
        disabled={!track}
        aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        aria-pressed={playing}
        onClick={() => track && toggle(track)}
        className="shrink-0 rounded-full p-1.5 text-indigo-700 hover:bg-indigo-50 disabled:text-slate-300"
      >
        {loading ? (
          <LoaderCircle aria-hidden size={16} className="animate-spin" />
        ) : playing ? (
          <Pause aria-hidden size={16} className="fill-current" />
        ) : (
          <Play aria-hidden size={16} className="fill-current" />
        )}
      </button>
      <span className="min-w-0 flex-1">
        <MiniWaveform waveformUrl={track ? waveformUrl : null} progress={progress} onSeek={(fraction) => track && void play(track, fraction * track.duration)} />
      </span>
      {current?.error && (
        <span role="alert" className="sr-only">
          {current.error}
        </span>
      )}
    </span>
  );
}
