import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import WaveSurfer, { type WaveSurferOptions } from 'wavesurfer.js';
import { usePlayback, type PlayItem } from './playback-store';
import { currentWaveformColors, useWaveformColors } from './use-waveform-colors';
import type { WaveformWindow } from './waveform-window';

/** What wavesurfer draws: the server's peaks, or samples decoded in the page for detail. */
export type WaveformDrawing = { peaks: Array<number[] | Float32Array>; duration: number };

/** Without peaks the waveform is drawn flat rather than decoding the whole file in the tab. */
const FLAT_PEAKS = [[0, 0]];

type View = {
  surfer: RefObject<WaveSurfer | null>;
  /** The position shown: the core's while this item is loaded, else the start. */
  time: number;
  length: number;
  playing: boolean;
  /** Moves to `seconds` in this item (loading it, paused, if something else was loaded). */
  seekTo: (seconds: number) => void;
  /** The focused waveform's keys: Space, arrows (5 s, 1 s with Shift), Page Up/Down (30 s), Home, End. */
  onKey: (event: KeyboardEvent) => boolean;
};

/**
 * A large waveform of one item as a view of the playback core (the original's page, A/B): wavesurfer.js only
 * draws — the server's peaks and the known duration, so a one-hour file opens as fast as a short one — over a
 * silent stand-in element, and its cursor follows the core while this item is the one loaded. A click, a drag or
 * a seek key moves the playhead (loading this item, paused, if another was loaded); Space plays.
 */
export function useWaveformView(
  container: RefObject<HTMLDivElement | null>,
  item: PlayItem,
  peaks: WaveformDrawing | null,
  options: Omit<WaveSurferOptions, 'container' | 'plugins'> & {
    plugins?: () => WaveSurferOptions['plugins'];
    /**
     * The stretch of the item drawn, when it is a window of a long file (see waveformWindow): wavesurfer's times
     * are the window's, the core's the item's.
     */
    shown?: WaveformWindow;
    /** Called with each new drawing (it is redrawn when the peaks change); returns how to undo what it set up. */
    onCreate?: (view: WaveSurfer) => () => void;
    /** Called with where a click, drag or key moves the playhead, even to where it already is. */
    onSeek?: (seconds: number) => void;
  },
): View {
  const surfer = useRef<WaveSurfer | null>(null);
  useWaveformColors(surfer);
  const current = usePlayback((state) => (state.item?.id === item.id ? state : null));
  const time = current?.time ?? 0;
  const length = item.duration || peaks?.duration || current?.duration || 0;
  const itemRef = useRef(item);
  const optionsRef = useRef(options);
  useEffect(() => {
    itemRef.current = item;
    optionsRef.current = options;
  });

  const offset = options.shown?.offset ?? 0;
  /** Where the drawing starts in the item, read by wavesurfer's callbacks (they outlive a render). */
  const offsetNow = () => optionsRef.current.shown?.offset ?? 0;
  const seekTo = (seconds: number) => {
    const at = Math.max(0, length ? Math.min(seconds, length) : seconds);
    optionsRef.current.onSeek?.(at);
    void usePlayback.getState().cue(itemRef.current, at);
  };
  const seekRef = useRef(seekTo);
  useEffect(() => {
    seekRef.current = seekTo;
  });

  const duration = options.shown?.span || item.duration || peaks?.duration || 1;
  useEffect(() => {
    if (!container.current) return;
    // Plugins are made per instance: destroying a waveform destroys its plugins (StrictMode mounts twice).
    const { plugins, onCreate, onSeek: _onSeek, shown: _shown, ...drawing } = optionsRef.current;
    const view = WaveSurfer.create({
      ...drawing,
      plugins: plugins?.(),
      container: container.current,
      media: document.createElement('audio'),
      ...currentWaveformColors(),
      normalize: true,
      peaks: peaks?.peaks ?? FLAT_PEAKS,
      duration,
    });
    surfer.current = view;
    // A new drawing starts where the core is, if this item is the one loaded.
    view.once('ready', () => {
      const player = usePlayback.getState();
      if (player.item?.id === itemRef.current.id) view.setTime(player.time - offsetNow());
    });
    const off = view.on('interaction', (seconds) => seekRef.current(seconds + offsetNow()));
    const undo = onCreate?.(view);
    return () => {
      undo?.();
      off();
      view.destroy();
      surfer.current = null;
    };
  }, [container, peaks, duration]);

  useEffect(() => {
    const view = surfer.current;
    const shown = time - offset;
    if (view && Math.abs(view.getCurrentTime() - shown) > 0.01) view.setTime(shown);
  }, [time, offset]);

  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return false;
    const seeks: Record<string, number> = {
      ArrowRight: event.shiftKey ? 1 : 5,
      ArrowLeft: event.shiftKey ? -1 : -5,
      PageUp: 30,
      PageDown: -30,
    };
    if (event.key === ' ') usePlayback.getState().toggle(itemRef.current);
    else if (event.key in seeks) seekTo(time + seeks[event.key]!);
    else if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(length);
    else return false;
    event.preventDefault();
    return true;
  };

  return { surfer, time, length, playing: current?.status === 'playing', seekTo, onKey };
}
