import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatDuration } from '@/lib/format/human-readable';
import type { WaveformPeaks } from '@/lib/audio/peaks';
import { Button } from '@/components/ui/Button';
import { useShortcuts } from '@/components/shortcuts/shortcuts-store';
import { usePlayback, type PlayItem } from './playback-store';
import { useItemPeaks } from './use-item-peaks';
import { useWaveformView } from './use-waveform-view';

export type AbSide = 'A' | 'B';

/**
 * One side of the comparison: what plays, its name here, and the server's peaks when there are any. Without
 * them the side is drawn from what its item says it can be drawn from (a generation's audio is decoded here).
 */
export type AbSource = { item: PlayItem; label: string; peaks: WaveformPeaks | null };

type Props = {
  a: AbSource;
  b: AbSource;
  initialSide?: AbSide;
  /** Moves focus into the player when it opens, so its keys work at once and screen readers announce it. */
  focusOnMount?: boolean;
};

const AB_SHORTCUTS = {
  title: 'A/B compare (focus inside)',
  shortcuts: [
    { keys: ['A', 'B'], does: 'Hear side A or B from the same position' },
    { keys: ['Space'], does: 'Play or pause the side chosen' },
  ],
};

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * A/B comparison on the playback core: A and B switch the one source while the position (and playing or paused)
 * is kept, so the same phrase is heard from both; it plays in the player bar like everything else. Keys while
 * focus is inside: A and B pick the side, Space plays or pauses it; on the waveform, the arrows seek.
 */
export function AudioAbPlayer({ a, b, initialSide = 'B', focusOnMount = false }: Props) {
  const regionRef = useRef<HTMLElement>(null);
  const waveformRef = useRef<HTMLDivElement>(null);
  const sources: Record<AbSide, AbSource> = { A: a, B: b };
  const loadedId = usePlayback((state) => state.item?.id);
  const [chosen, setChosen] = useState<AbSide>(initialSide);
  // While one of the two is loaded in the core, it is the side shown (the bar or a row may have switched it).
  const loaded: AbSide | null = loadedId === a.item.id ? 'A' : loadedId === b.item.id ? 'B' : null;
  const side = loaded ?? chosen;
  const current = sources[side];
  const drawn = useItemPeaks(current.peaks ? null : current.item.waveform);
  const view = useWaveformView(waveformRef, current.item, current.peaks ?? drawn, {
    height: 72,
    barWidth: 2,
    barGap: 1,
  });
  useShortcuts(AB_SHORTCUTS);

  useEffect(() => {
    if (focusOnMount) regionRef.current?.focus();
  }, [focusOnMount]);

  const choose = (next: AbSide) => {
    setChosen(next);
    if (loaded && loaded !== next) void usePlayback.getState().switchTo(sources[next].item);
  };
  const toggle = () => usePlayback.getState().toggle(current.item);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'a' || key === 'b') {
      event.preventDefault();
      choose(key === 'a' ? 'A' : 'B');
    } else if (event.target === waveformRef.current) view.onKey(event);
    else if (key === ' ' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      toggle();
    }
  };

  return (
    // The region itself takes no input: the keys of the focused controls inside bubble up to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={`A/B compare: ${a.label} and ${b.label}`}
      onKeyDown={onKeyDown}
      className="space-y-2 rounded-lg border border-accent/30 bg-accent-soft/40 p-3 focus-visible:outline-2 focus-visible:outline-accent"
      data-testid="ab-player"
      data-side={side}
    >
      <div role="group" aria-label="Source" className="flex flex-wrap items-center gap-2 text-body">
        {(['A', 'B'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={side === value}
            aria-keyshortcuts={value}
            onClick={() => choose(value)}
            className={`rounded-md border px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
              side === value
                ? 'border-accent bg-accent text-on-accent'
                : 'border-line-strong bg-raised text-ink hover:bg-sunken'
            }`}
          >
            {value}: {sources[value].label}
          </button>
        ))}
        <span className="text-caption text-ink-muted">
          Keys: A or B switches and keeps the position, space plays or pauses, arrows seek.
        </span>
      </div>
      <div
        ref={waveformRef}
        role="slider"
        tabIndex={0}
        aria-label={`Position in ${current.label}`}
        aria-valuemin={0}
        aria-valuemax={Math.round(view.length)}
        aria-valuenow={Math.round(view.time)}
        aria-valuetext={`${formatDuration(view.time)} of ${formatDuration(view.length)}`}
        className="rounded-md bg-raised focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="ab-waveform"
      />
      <div className="flex items-center gap-3">
        <Button
          onClick={toggle}
          aria-label={view.playing ? 'Pause' : 'Play'}
          aria-keyshortcuts="Space"
          data-testid="ab-play-toggle"
        >
          {view.playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
        </Button>
        <span className="text-body text-ink-muted tabular-nums" data-testid="ab-time">
          {formatDuration(view.time)} / {formatDuration(view.length)}
        </span>
        <span className="sr-only" aria-live="polite">
          {`Side ${side}: ${current.label}`}
        </span>
      </div>
    </section>
  );
}
