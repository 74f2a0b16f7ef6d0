import { Pause, Play, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import TimelinePlugin from 'wavesurfer.js/dist/plugins/timeline.esm.js';
import { formatDuration } from '../../lib/format/human-readable';
import type { WaveformPeaks } from '../../lib/audio/peaks';
import { zoomPxPerSecond, zoomSteps } from './waveform-zoom';
import { Button } from '../ui/Button';
import { usePlayback, type PlayItem } from './playback-store';
import { useShortcuts } from '../shortcuts/shortcuts-store';
import { useWaveformView } from './use-waveform-view';

type Props = {
  /** What plays; its duration is the recording's as the gateway reports it, so drawing never waits for metadata. */
  item: PlayItem;
  /** The server's peaks; null when there are none, and the waveform is then drawn flat rather than decoded here. */
  peaks: WaveformPeaks | null;
  label: string;
};

const WAVEFORM_SHORTCUTS = {
  title: 'Waveform (when focused)',
  shortcuts: [
    { keys: ['Space'], does: 'Play or pause this recording' },
    { keys: ['←', '→'], does: 'Back or forward 5 seconds (1 with Shift)' },
    { keys: ['Page Up', 'Page Down'], does: 'Back or forward 30 seconds' },
    { keys: ['Home', 'End'], does: 'Go to the start or the end' },
    { keys: ['+', '−'], does: 'Zoom in or out' },
  ],
};

/**
 * One recording's waveform with a timeline and zoom, a view of the playback core (see use-waveform-view.ts): it
 * plays in the player bar like everything else. Keys on the focused waveform: Space, arrows, Page Up/Down, Home,
 * End, and + and − to zoom.
 */
export function WaveformPlayer({ item, peaks, label }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const view = useWaveformView(containerRef, item, peaks, {
    height: 96,
    barWidth: 2,
    barGap: 1,
    plugins: () => [TimelinePlugin.create({ height: 16 })],
  });
  useShortcuts(WAVEFORM_SHORTCUTS);
  const { time, length, playing } = view;
  const [zoom, setZoom] = useState(0);
  // Zoom steps are relative to the width the whole file fills, so the first step always magnifies.
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const maxZoom = zoomSteps(width, length);
  const applyZoom = (step: number) => {
    const level = Math.max(0, Math.min(maxZoom, step));
    setZoom(level);
    view.surfer.current?.zoom(zoomPxPerSecond(level, width, length));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (view.onKey(event)) return;
    if (event.key === '+' || event.key === '=') applyZoom(zoom + 1);
    else if (event.key === '-') applyZoom(zoom - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="space-y-2 rounded-xl border border-line bg-raised p-4">
      <div
        ref={containerRef}
        role="slider"
        tabIndex={0}
        aria-label={`Waveform of ${label}: space plays or pauses, arrow keys seek, plus and minus zoom`}
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={`${formatDuration(time)} of ${formatDuration(length)}`}
        onKeyDown={onKeyDown}
        className="rounded-md"
        data-testid="waveform"
      />
      <div className="flex items-center gap-2">
        <Button
          onClick={() => usePlayback.getState().toggle(item)}
          aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
          data-testid="play-toggle"
        >
          {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
        </Button>
        <span className="text-body text-ink-muted tabular-nums" data-testid="player-time">
          {formatDuration(time)} / {formatDuration(length)}
        </span>
        <span className="ml-auto flex items-center gap-1">
          <Button variant="ghost" aria-label="Zoom out" disabled={zoom === 0} onClick={() => applyZoom(zoom - 1)}>
            <ZoomOut aria-hidden size={16} />
          </Button>
          <Button variant="ghost" aria-label="Zoom in" disabled={zoom >= maxZoom} onClick={() => applyZoom(zoom + 1)}>
            <ZoomIn aria-hidden size={16} />
          </Button>
        </span>
      </div>
    </div>
  );
}
