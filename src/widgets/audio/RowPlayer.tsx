import { LoaderCircle, Pause, Play } from 'lucide-react';
import { usePeaks } from '@/data/recordings/peaks-query';
import { MiniWaveform } from './MiniWaveform';
import { usePlayback, type PlayItem } from './playback-store';

type Props = {
  /** Null while the recording has no playable audio yet (still processing, or failed). */
  item: PlayItem | null;
  waveformUrl: string | null | undefined;
  /** The recording's name, for the button's accessible name ("Play Take 3"). */
  label: string;
  /** Roving tab stop of the list the row sits in. */
  tabIndex?: number;
};

/**
 * A play button and a mini waveform for one row of a list, on the playback core: the waveform (the server's peaks,
 * cached) shows how far it got and a click on it plays from there.
 */
export function RowPlayer({ item, waveformUrl, label, tabIndex }: Props) {
  const current = usePlayback((state) => (item && state.item?.id === item.id ? state : null));
  const { data: peaks } = usePeaks(item ? waveformUrl : null);
  const { toggle, play } = usePlayback.getState();
  const playing = current?.status === 'playing';
  const loading = current?.status === 'loading';
  const progress = current && current.duration > 0 ? current.time / current.duration : null;
  return (
    <span className="flex min-w-0 items-center gap-2" data-testid="row-player" data-playing={playing || undefined}>
      <button
        type="button"
        data-col="play"
        tabIndex={tabIndex}
        disabled={!item}
        aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        aria-pressed={playing}
        onClick={() => item && toggle(item)}
        className="touch-hit shrink-0 rounded-full p-1.5 text-accent-ink hover:bg-accent-soft disabled:text-ink-faint disabled:opacity-50"
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
        <MiniWaveform
          peaks={peaks}
          progress={progress}
          onSeek={(fraction) => item && void play(item, fraction * item.duration)}
        />
      </span>
    </span>
  );
}
