import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { formatDuration } from '../../lib/format/human-readable';
import { joinPlayback } from './join-playback';
import type { WaveformPeaks } from '../../lib/audio/peaks';
import { AbSourceSwitch } from './ab-source-switch';
import { Button } from '../ui/Button';
import { currentWaveformColors, useWaveformColors } from './use-waveform-colors';

export type AbSide = 'A' | 'B';

/** One side of the comparison: a playable URL, its name, its duration and the server's peaks when there are any. */
export type AbSource = { url: string; label: string; duration: number; peaks: WaveformPeaks | null };

type Props = {
  a: AbSource;
  b: AbSource;
  initialSide?: AbSide;
  /** Moves focus into the player when it opens, so its keys work at once and screen readers announce it. */
  focusOnMount?: boolean;
};

const SEEK_S = 5;
const FINE_SEEK_S = 1;

/** Without server peaks the waveform is drawn flat rather than decoding the whole file in the tab. */
const FLAT_PEAKS = [[0, 0]];

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * A/B comparison in one player: wavesurfer.js over a single media element whose source switches between A and B
 * while the position (and playing or paused) is kept, so the same phrase is heard from both. Keys while focus is
 * inside: A and B pick the side, space plays or pauses, arrows seek (Shift for 1 s).
 */
export function AudioAbPlayer({ a, b, initialSide = 'B', focusOnMount = false }: Props) {
  const regionRef = useRef<HTMLElement>(null);
  const waveformRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  useWaveformColors(surferRef);
  const switchRef = useRef<AbSourceSwitch<AbSource> | null>(null);
  const [side, setSide] = useState<AbSide>(initialSide);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const sources: Record<AbSide, AbSource> = { A: a, B: b };
  const initialRef = useRef(sources[initialSide]);

  useEffect(() => {
    if (!waveformRef.current) return;
    const media = new Audio();
    media.preload = 'auto';
    const leavePlayback = joinPlayback(media);
    const surfer = WaveSurfer.create({
      container: waveformRef.current,
      media,
      height: 72,
      ...currentWaveformColors(),
      barWidth: 2,
      barGap: 1,
      normalize: true,
    });
    // Position and play state are read and set on the media element itself: wavesurfer defers a seek made while
    // the element is still seeking and drops it when the earlier seek lands, which loses quick successive seeks.
    const switcher = new AbSourceSwitch<AbSource>({
      getCurrentTime: () => media.currentTime,
      isPlaying: () => !media.paused && !media.ended,
      load: async (source) => {
        // Seeking is reliable once the new source can play; listen before the source changes.
        const playable = new Promise<void>((resolve, reject) => {
          media.addEventListener('canplay', () => resolve(), { once: true });
          media.addEventListener('error', () => reject(new Error(`${source.label} could not be loaded`)), {
            once: true,
          });
        });
        await surfer.load(source.url, source.peaks?.peaks ?? FLAT_PEAKS, source.peaks?.duration ?? source.duration);
        await playable;
      },
      setTime: (seconds) => {
        media.currentTime = seconds;
      },
      play: () => media.play(),
      pause: () => media.pause(),
    });
    surferRef.current = surfer;
    switchRef.current = switcher;
    const unsubscribe = [
      surfer.on('play', () => setPlaying(true)),
      surfer.on('pause', () => setPlaying(switcher.playing())),
      surfer.on('finish', () => setPlaying(false)),
      surfer.on('timeupdate', () => setTime(switcher.position())),
      surfer.on('error', (cause) => setError(messageOf(cause))),
    ];
    switcher
      .switchTo(initialRef.current, initialRef.current.duration)
      .catch((cause: unknown) => setError(messageOf(cause)));
    return () => {
      unsubscribe.forEach((off) => off());
      surfer.destroy();
      leavePlayback();
      media.removeAttribute('src');
      media.load();
      surferRef.current = null;
      switchRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (focusOnMount) regionRef.current?.focus();
  }, [focusOnMount]);

  const choose = (next: AbSide) => {
    if (next === side || !switchRef.current) return;
    setSide(next);
    setError(null);
    switchRef.current
      .switchTo(sources[next], sources[next].duration)
      .catch((cause: unknown) => setError(messageOf(cause)));
  };
  // Play/pause and seeks go through the switch, so those made while a source loads are not lost.
  const toggle = () => {
    const switcher = switchRef.current;
    if (!switcher) return;
    switcher.toggle().catch((cause: unknown) => setError(messageOf(cause)));
    setPlaying(switcher.playing());
  };
  const seekBy = (seconds: number) => {
    const switcher = switchRef.current;
    if (!switcher) return;
    switcher.seek(Math.min(switcher.position() + seconds, sources[side].duration));
    setTime(switcher.position());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'a' || key === 'b') {
      event.preventDefault();
      choose(key === 'a' ? 'A' : 'B');
    } else if (key === ' ' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      toggle();
    } else if ((key === 'arrowright' || key === 'arrowleft') && event.target === waveformRef.current) {
      event.preventDefault();
      const step = event.shiftKey ? FINE_SEEK_S : SEEK_S;
      seekBy(key === 'arrowright' ? step : -step);
    }
  };

  const current = sources[side];
  return (
    // The region itself takes no input: the keys of the focused controls inside bubble up to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={`A/B compare: ${a.label} and ${b.label}`}
      onKeyDown={onKeyDown}
      className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50/40 p-3 focus-visible:outline-2 focus-visible:outline-indigo-600"
      data-testid="ab-player"
    >
      <div role="group" aria-label="Source" className="flex flex-wrap items-center gap-2 text-sm">
        {(['A', 'B'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={side === value}
            aria-keyshortcuts={value}
            onClick={() => choose(value)}
            className={`rounded-md border px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
              side === value
                ? 'border-indigo-700 bg-indigo-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {value}: {sources[value].label}
          </button>
        ))}
        <span className="text-xs text-slate-600">
          Keys: A or B switches and keeps the position, space plays or pauses, arrows seek.
        </span>
      </div>
      <div
        ref={waveformRef}
        role="slider"
        tabIndex={0}
        aria-label={`Position in ${current.label}`}
        aria-valuemin={0}
        aria-valuemax={Math.round(current.duration)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={`${formatDuration(time)} of ${formatDuration(current.duration)}`}
        className="rounded-md bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
        data-testid="ab-waveform"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button
          onClick={toggle}
          aria-label={playing ? 'Pause' : 'Play'}
          aria-keyshortcuts="Space"
          data-testid="ab-play-toggle"
        >
          {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
        </Button>
        <span className="text-sm text-slate-700 tabular-nums" data-testid="ab-time">
          {formatDuration(time)} / {formatDuration(current.duration)}
        </span>
        <span className="sr-only" aria-live="polite">
          {`Side ${side}: ${current.label}`}
        </span>
      </div>
    </section>
  );
}

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : 'The audio could not be played');
