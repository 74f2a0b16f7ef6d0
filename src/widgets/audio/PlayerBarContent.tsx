import { LoaderCircle, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '@/lib/format/human-readable';
import { MiniWaveform } from './MiniWaveform';
import { usePlayback, type PlayItem } from './playback-store';
import { useItemPeaks } from './use-item-peaks';

const ICON_BUTTON =
  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-fill focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The persistent player at the bottom of the studio, for whatever plays (a row, a sample, a generation, A/B): its
 * name and a link back to the page it was started from, a mini waveform to scrub, time, play/pause, ±5 s, mute
 * and a remembered volume. It stays while the user moves between pages; the main area leaves room for it. From
 * `md` up it starts right of the sidebar (`md:left-sidebar`, the side column's width token), so the sidebar's
 * footer (theme, credits, sign-out) is never under it. Loaded by PlayerBar when something first plays.
 */
export function PlayerBarContent({ open }: { open: boolean; onOpenChange: (open: boolean) => void; title: string }) {
  const item = usePlayback((state) => state.item);
  if (!open || !item) return null;
  return <Bar item={item} />;
}

function Bar({ item }: { item: PlayItem }) {
  const { status, time, duration, error, volume, muted, origin } = usePlayback();
  const { toggle, seek, seekBy, setVolume, toggleMute, stop } = usePlayback.getState();
  const peaks = useItemPeaks(item.waveform);
  const length = duration || peaks?.duration || 0;
  const playing = status === 'playing';
  const position = `${formatDuration(time)} of ${formatDuration(length)}`;

  // The slider's own keys (the studio's arrows skip sliders): arrows 5 s (1 s with Shift), Home and End.
  const onSliderKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 1 : 5;
    const moves: Record<string, () => void> = {
      ArrowRight: () => seekBy(step),
      ArrowUp: () => seekBy(step),
      ArrowLeft: () => seekBy(-step),
      ArrowDown: () => seekBy(-step),
      Home: () => seek(0),
      End: () => seek(length),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <section
      aria-label="Player"
      data-testid="player-bar"
      data-status={status}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-raised px-3 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:left-sidebar"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {/* On a phone the name, volume and close share the first line; from `sm` up all is one line. */}
        <div className="flex min-w-0 basis-full items-center gap-2 sm:contents">
          <div className="min-w-0 flex-1 sm:order-1 sm:max-w-56">
            <p className="truncate text-body font-medium" data-testid="player-title" title={item.title}>
              {item.title}
            </p>
            {origin && (
              <Link
                to={origin.href}
                className="block truncate text-caption text-accent-ink hover:underline"
                data-testid="player-origin"
              >
                From {origin.label}
              </Link>
            )}
          </div>
          <div className="flex items-center sm:order-5">
            <button
              type="button"
              aria-label="Mute player"
              aria-keyshortcuts="M"
              aria-pressed={muted}
              onClick={toggleMute}
              className={ICON_BUTTON}
            >
              {muted ? <VolumeX aria-hidden size={16} /> : <Volume2 aria-hidden size={16} />}
            </button>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round((muted ? 0 : volume) * 100)}
              aria-label="Volume"
              aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
              onChange={(event) => setVolume(Number(event.target.value) / 100)}
              className="hidden w-20 accent-accent sm:block"
            />
            <button type="button" aria-label="Close the player" onClick={() => stop()} className={ICON_BUTTON}>
              <X aria-hidden size={16} />
            </button>
          </div>
        </div>
        <div className="flex items-center sm:order-2">
          <button
            type="button"
            aria-label="Back 5 seconds"
            aria-keyshortcuts="ArrowLeft"
            onClick={() => seekBy(-5)}
            className={ICON_BUTTON}
          >
            <RotateCcw aria-hidden size={16} />
          </button>
          <button
            type="button"
            aria-label={playing ? 'Pause' : 'Play'}
            aria-keyshortcuts="Space"
            onClick={() => toggle()}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {status === 'loading' ? (
              <LoaderCircle aria-hidden size={16} className="animate-spin" />
            ) : playing ? (
              <Pause aria-hidden size={16} className="fill-current" />
            ) : (
              <Play aria-hidden size={16} className="fill-current" />
            )}
          </button>
          <button
            type="button"
            aria-label="Forward 5 seconds"
            aria-keyshortcuts="ArrowRight"
            onClick={() => seekBy(5)}
            className={ICON_BUTTON}
          >
            <RotateCw aria-hidden size={16} />
          </button>
        </div>
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Position in ${item.title}`}
          aria-valuemin={0}
          aria-valuemax={Math.round(length)}
          aria-valuenow={Math.round(time)}
          aria-valuetext={position}
          onKeyDown={onSliderKey}
          className="min-w-16 flex-1 rounded focus-visible:outline-2 focus-visible:outline-accent sm:order-3"
          data-testid="player-scrub"
        >
          <MiniWaveform
            peaks={peaks}
            progress={length > 0 ? time / length : 0}
            onSeek={(fraction) => seek(fraction * length)}
            bars={96}
          />
        </div>
        <span className="shrink-0 text-caption text-ink-muted tabular-nums sm:order-4" data-testid="player-bar-time">
          {formatDuration(time)} / {formatDuration(length)}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-caption text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
