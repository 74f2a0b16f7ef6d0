import { Pause, Play, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import WaveSurfer from 'wavesurfer.js';
import TimelinePlugin from 'wavesurfer.js/dist/plugins/timeline.esm.js';
import { formatDuration } from '../../lib/format/human-readable';
import { joinPlayback } from './join-playback';
import type { WaveformPeaks } from '../../lib/audio/peaks';
import { zoomPxPerSecond, zoomSteps } from './waveform-zoom';
import { Button } from '../ui/Button';
import { currentWaveformColors, useWaveformColors } from './use-waveform-colors';

type Props = {
  audioUrl: string;
  /** The server's peaks; null when there are none, and the waveform is then drawn flat rather than decoded here. */
  peaks: WaveformPeaks | null;
  /** The recording's length as the gateway reports it: drawing never waits for the media's metadata. */
  duration: number;
  label: string;
  /** Where to start (seconds); the A/B player passes the position it keeps across sources. */
  startAt?: number;
  onTimeUpdate?: (seconds: number) => void;
};

const FLAT_PEAKS = [[0, 0]];

/**
 * wavesurfer.js over a media element, drawn from the server's peaks and the recording's known duration: nothing
 * is decoded or fetched whole in the tab and nothing waits for the media's metadata, so a one-hour file opens as
 * fast as a short one. It joins the one-audio-at-a-time rule. On the focused waveform: Space plays and pauses, arrows seek 5 s
 * (1 s with Shift), Page Up/Down 30 s, Home and End go to the ends, + and − zoom. The mouse seeks by clicking
 * or dragging on the waveform.
 */
export function WaveformPlayer({ audioUrl, peaks, duration: knownDuration, label, startAt = 0, onTimeUpdate }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  useWaveformColors(surferRef);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(startAt);
  const [duration, setDuration] = useState(knownDuration || (peaks?.duration ?? 0));
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
  const [error, setError] = useState<string | null>(null);
  const onTimeRef = useRef(onTimeUpdate);
  useEffect(() => {
    onTimeRef.current = onTimeUpdate;
  }, [onTimeUpdate]);

  useEffect(() => {
    if (!containerRef.current) return;
    const media = new Audio();
    media.preload = 'metadata';
    media.src = audioUrl;
    const leavePlayback = joinPlayback(media);
    const surfer = WaveSurfer.create({
      container: containerRef.current,
      media,
      height: 96,
      ...currentWaveformColors(),
      barWidth: 2,
      barGap: 1,
      normalize: true,
      // Peaks and a duration make wavesurfer draw at once; without peaks it would download and decode the file.
      peaks: peaks?.peaks ?? FLAT_PEAKS,
      duration: knownDuration || peaks?.duration || 1,
      plugins: [TimelinePlugin.create({ height: 16 })],
    });
    surferRef.current = surfer;
    const unsubscribers = [
      surfer.on('play', () => setPlaying(true)),
      surfer.on('pause', () => setPlaying(false)),
      surfer.on('timeupdate', (seconds) => {
        setTime(seconds);
        onTimeRef.current?.(seconds);
      }),
      surfer.on('ready', (seconds) => {
        if (seconds > 0 && !knownDuration) setDuration(seconds);
        if (startAt > 0) surfer.setTime(startAt);
      }),
      surfer.on('error', (cause) => setError(cause instanceof Error ? cause.message : 'The audio could not be played')),
    ];
    return () => {
      unsubscribers.forEach((off) => off());
      surfer.destroy();
      leavePlayback();
      media.removeAttribute('src');
      surferRef.current = null;
    };
    // startAt is read once per source: the position is kept by the caller across source changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [audioUrl, peaks, knownDuration]);

  const toggle = () => void surferRef.current?.playPause();
  const seekBy = (seconds: number) => {
    const surfer = surferRef.current;
    if (surfer) surfer.setTime(Math.min(Math.max(0, surfer.getCurrentTime() + seconds), surfer.getDuration()));
  };
  const maxZoom = zoomSteps(width, duration);
  const applyZoom = (step: number) => {
    const level = Math.max(0, Math.min(maxZoom, step));
    setZoom(level);
    surferRef.current?.zoom(zoomPxPerSecond(level, width, duration));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const surfer = surferRef.current;
    const seeks: Record<string, number> = { ArrowRight: event.shiftKey ? 1 : 5, ArrowLeft: event.shiftKey ? -1 : -5, PageUp: 30, PageDown: -30 };
    if (event.key === ' ' || event.key === 'k') toggle();
    else if (event.key in seeks) seekBy(seeks[event.key]!);
    else if (event.key === 'Home') surfer?.setTime(0);
    else if (event.key === 'End') surfer?.setTime(surfer.getDuration());
    else if (event.key === '+' || event.key === '=') applyZoom(zoom + 1);
    else if (event.key === '-') applyZoom(zoom - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div
        ref={containerRef}
        role="slider"
        tabIndex={0}
        aria-label={`Waveform of ${label}: space plays or pauses, arrow keys seek, plus and minus zoom`}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
        onKeyDown={onKeyDown}
        className="rounded-md"
        data-testid="waveform"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-center gap-2">
        <Button onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} data-testid="play-toggle">
          {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
        </Button>
        <span className="text-sm text-slate-600 tabular-nums" data-testid="player-time">
          {formatDuration(time)} / {formatDuration(duration)}
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
