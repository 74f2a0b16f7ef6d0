import { Pause, Play, Repeat, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import HoverPlugin from 'wavesurfer.js/dist/plugins/hover.esm.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { TimeRange } from '@/lib/audio/audio-ranges';
import type { WaveformPeaks } from '@/lib/audio/peaks';
import { formatDuration } from '@/lib/format/human-readable';
import { useShortcuts } from '@/components/shortcuts/shortcuts-store';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { decodeItem } from './decode-item';
import { PLAYBACK_RATES, usePlayback, type PlayItem } from './playback-store';
import { useRangeDetail } from './use-range-detail';
import { useWaveformRuler } from './use-waveform-ruler';
import { useWaveformView, type WaveformDrawing } from './use-waveform-view';
import { rulerLabel, zoomPxPerSecond, zoomSteps } from './waveform-zoom';
import {
  insideWindow,
  rangeInWindow,
  selectionFromWindow,
  waveformWindow,
  windowedDrawing,
  type WaveformWindow,
} from './waveform-window';

type Props = {
  /** What plays; its duration is the recording's as the gateway reports it, so drawing never waits for metadata. */
  item: PlayItem;
  /** The server's peaks; null when there are none (drawn flat until zoomed in, when the audio is decoded here). */
  peaks: WaveformPeaks | null;
  label: string;
  /** Stretches shown as cuts over the waveform (a trim's preview), not editable there. */
  cuts?: readonly TimeRange[];
  /** Told of every change of the selection (a trim can be made from it). */
  onSelectionChange?: (selection: TimeRange | null) => void;
};

/**
 * Past this length the waveform is not decoded whole in the page for detail (the samples would take hundreds of
 * MB): the file is read around the view instead (use-range-detail.ts; a compressed one through an index of its
 * frames or pages, read once, coded-ranges.ts).
 */
const DETAIL_MAX_SECONDS = 300;
const HEIGHT = 160;
const SELECTION_ID = 'selection';
const SELECTION_COLOR = 'rgb(99 102 241 / 0.22)';
const CUT_COLOR = 'rgb(220 38 38 / 0.28)';
/** How long after a drawing is ready, or the playhead moves, scrolling is wavesurfer's own (laying out, following). */
const SETTLE_MS = 300;

const WAVEFORM_SHORTCUTS = {
  title: 'Waveform (when focused)',
  shortcuts: [
    { keys: ['Space'], does: 'Play or pause this recording' },
    { keys: ['←', '→'], does: 'Back or forward 5 seconds (1 with Shift)' },
    { keys: ['Page Up', 'Page Down'], does: 'Back or forward 30 seconds' },
    { keys: ['Home', 'End'], does: 'Go to the start or the end' },
    { keys: ['+', '−'], does: 'Zoom in or out' },
    { keys: ['I', 'O'], does: 'Set the selection’s in or out point at the playhead' },
    { keys: ['L'], does: 'Loop the selection, or stop looping' },
    { keys: ['Esc'], does: 'Clear the selection' },
  ],
};

const same = (a: TimeRange | null, b: TimeRange | null) =>
  a === b || (!!a && !!b && Math.abs(a.start - b.start) < 1e-4 && Math.abs(a.end - b.end) < 1e-4);

/**
 * One recording's waveform as an editor, a view of the playback core (see use-waveform-view.ts): it plays in the
 * player bar like everything else. wavesurfer.js draws it with its plugins: regions (a selection dragged with the
 * mouse or a finger, or set with I and O; trim cuts shown) and hover (the time under the pointer); the ruler is
 * drawn beside them (use-waveform-ruler.ts says why not with the timeline plugin). Zoom goes to the sample level;
 * past the resolution of the server's peaks a short file is decoded here and drawn sample by sample, and a long
 * WAV is read and drawn one view at a time (use-range-detail.ts). The selection plays once or loops on the core's
 * media clock; the speed goes from 0.5× to 2× with the pitch kept.
 */
export function WaveformPlayer({ item, peaks, label, cuts = [], onSelectionChange }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const regionsRef = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const scrollRef = useRef<HTMLElement | null>(null);
  const [zoom, setZoom] = useState(0);
  const [width, setWidth] = useState(0);
  const [selection, setSelection] = useState<TimeRange | null>(null);
  const [detail, setDetail] = useState<WaveformDrawing | null>(null);
  const [detailState, setDetailState] = useState<'idle' | 'decoding' | 'failed'>('idle');
  const [surfer, setSurfer] = useState<WaveSurfer | null>(null);
  const rate = usePlayback((state) => state.rate);
  const looping = usePlayback((state) => state.item?.id === item.id && state.range?.repeat === true);

  const length = item.duration || peaks?.duration || 0;
  const px = zoomPxPerSecond(zoom, width, length);
  const shownPx = px || (length > 0 ? width / length : 0);
  // Where a window of a long file is centred (see waveformWindow): the playhead, or the view scrolled to its edge.
  const [center, setCenter] = useState(0);
  const { offset: windowOffset, span: windowSpan } = waveformWindow(px, length, center);
  // Memoised on the window, not the centre: a new drawing is a new wavesurfer.
  const { shown, drawing } = useMemo(
    () => windowedDrawing(detail ?? peaks, { offset: windowOffset, span: windowSpan }, length),
    [detail, peaks, windowOffset, windowSpan, length],
  );
  const refocus = useRef(false);
  const drawnAt = useRef(0);
  const movedAt = useRef(0);
  /** A time to keep in the middle of the view once the next window is drawn (the view was scrolled to an edge). */
  const keepInView = useRef<number | null>(null);
  const peaksPerSecond = peaks && peaks.duration > 0 ? (peaks.peaks[0]?.length ?? 0) / peaks.duration : 0;
  const loudest = useMemo(
    () => (peaks?.peaks[0] ?? []).reduce((most: number, peak) => Math.max(most, peak), 0),
    [peaks],
  );
  const ranges = useRangeDetail({
    surfer,
    item,
    pxPerSecond: px,
    duration: length,
    shown,
    enabled: !detail && length > DETAIL_MAX_SECONDS && px > peaksPerSecond,
    scale: loudest > 0 ? 1 / loudest : 1,
  });

  // Read by wavesurfer's callbacks, which outlive a render.
  const live = useRef({ selection, cuts, shown, px });
  useEffect(() => {
    live.current = { selection, cuts, shown, px };
  });

  const view = useWaveformView(containerRef, item, drawing, {
    shown: shown.span < length ? shown : undefined,
    height: HEIGHT,
    // Tens of millions of pixels into a long file at deep zoom, Chromium did not paint a 1 px cursor; 2 px it does.
    cursorWidth: 2,
    ...(detail ? {} : { barWidth: 2, barGap: 1 }),
    minPxPerSec: px,
    plugins: () => {
      regionsRef.current = RegionsPlugin.create();
      return [
        regionsRef.current,
        HoverPlugin.create({
          lineColor: 'currentColor',
          labelBackground: '#1e1b4b',
          labelColor: '#fff',
          formatTimeCallback: (seconds) => rulerLabel(seconds + live.current.shown.offset, true),
        }),
      ];
    },
    // A seek shows where it lands, even one to where the playhead already is (Home at the start, the view elsewhere).
    onSeek: (seconds) => {
      if (!insideWindow(live.current.shown, length, seconds)) setCenter(seconds);
    },
    onCreate: (surfer) => {
      const regions = regionsRef.current!;
      // Not settled until ready: wavesurfer scrolls its new drawing about as it lays it out.
      drawnAt.current = Infinity;
      scrollRef.current = surfer.getWrapper().parentElement;
      setSurfer(surfer);
      const stopDragging = regions.enableDragSelection({ color: SELECTION_COLOR });
      const selected = (region: Region) => region.id !== SELECTION_ID && !region.id.startsWith('cut-');
      const offCreated = regions.on('region-created', (region) => {
        if (!selected(region)) return;
        // A new drag replaces the selection: one region, with the selection's id.
        region.remove();
        const { offset } = live.current.shown;
        setSelection({ start: region.start + offset, end: region.end + offset });
      });
      const offUpdated = regions.on(
        'region-updated',
        (region) =>
          region.id === SELECTION_ID &&
          setSelection(selectionFromWindow(region, live.current.selection, live.current.shown)),
      );
      const onReady = () => {
        drawnAt.current = performance.now();
        drawRegions(regions, live.current.selection, live.current.cuts, live.current.shown);
        // A window moved because the view reached its edge: the time that was in the middle stays there.
        const kept = keepInView.current;
        keepInView.current = null;
        const scroll = surfer.getWrapper().parentElement;
        if (kept !== null && scroll)
          requestAnimationFrame(() => {
            scroll.scrollLeft = (kept - live.current.shown.offset) * live.current.px - scroll.clientWidth / 2;
          });
      };
      const offReady = surfer.on('ready', onReady);
      return () => {
        // A new drawing (a window moved on) replaces the focused slider: the next one takes the focus.
        refocus.current = !!containerRef.current?.contains(document.activeElement);
        stopDragging();
        offCreated();
        offUpdated();
        offReady();
        setSurfer(null);
      };
    },
  });
  useShortcuts(WAVEFORM_SHORTCUTS);
  const { time, playing } = view;

  // The slider is wavesurfer's own scroll box: when zoomed in it scrolls, and a scrolling region has to be
  // reachable by keyboard itself. It lives in wavesurfer's shadow root, so its attributes are set here.
  useEffect(() => {
    const scroll = scrollRef.current;
    if (!scroll) return;
    const attributes: Record<string, string> = {
      role: 'slider',
      tabindex: '0',
      'aria-label': `Waveform of ${label}: space plays or pauses, arrow keys seek, plus and minus zoom, I and O set the selection`,
      'aria-valuemin': '0',
      'aria-valuemax': String(Math.round(length)),
      'aria-valuenow': String(Math.round(time)),
      'aria-valuetext': `${formatDuration(time)} of ${formatDuration(length)}`,
      'data-testid': 'waveform',
      'data-detail': detail ? 'decoded' : ranges.status === 'drawn' ? 'ranges' : 'peaks',
      // The stretch drawn, start and length in seconds: the whole file, or a window of a long one.
      'data-shown': `${shown.offset.toFixed(3)} ${shown.span.toFixed(3)}`,
    };
    for (const [name, value] of Object.entries(attributes))
      if (scroll.getAttribute(name) !== value) scroll.setAttribute(name, value);
    if (refocus.current) {
      refocus.current = false;
      scroll.focus({ preventScroll: true });
    }
  });

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // Before its first drawing wavesurfer refuses to zoom; a new drawing starts at the zoom it is given.
    if (surfer?.getDecodedData()) surfer.zoom(px);
  }, [surfer, px]);
  useWaveformRuler(surfer, shownPx, shown.span, shown.offset);

  // A window follows the playhead out of it (a seek, or playing on), not the other way round: a view scrolled away
  // from a paused playhead stays where it was scrolled to.
  useEffect(() => {
    movedAt.current = performance.now();
    const { shown: now } = live.current;
    if (!insideWindow(now, length, time)) setCenter(time);
  }, [length, time]);
  // The view scrolled to the very end of a window moves the window on, the time in the middle of the view kept
  // there. Scrolls just after a drawing or a move of the playhead are wavesurfer's own (laying out, following it).
  useEffect(() => {
    if (!surfer || shown.span >= length) return;
    const scroll = surfer.getWrapper().parentElement!;
    let later: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const settling = SETTLE_MS - (performance.now() - Math.max(drawnAt.current, movedAt.current));
      if (keepInView.current !== null) return;
      // Looked at again once settled: at a scroll's end no more scroll events come.
      clearTimeout(later);
      if (settling > 0) return void (later = setTimeout(check, Math.min(settling, SETTLE_MS) + 1));
      const end = scroll.scrollWidth - scroll.clientWidth;
      if (end <= 0) return;
      const atStart = scroll.scrollLeft <= 1 && shown.offset > 0;
      const atEnd = scroll.scrollLeft >= end - 1 && shown.offset + shown.span < length;
      if (!atStart && !atEnd) return;
      keepInView.current =
        shown.offset + ((scroll.scrollLeft + scroll.clientWidth / 2) / scroll.scrollWidth) * shown.span;
      setCenter(keepInView.current);
    };
    const off = surfer.on('scroll', check);
    return () => {
      off();
      clearTimeout(later);
    };
  }, [surfer, shown, length]);

  useEffect(() => {
    if (regionsRef.current) drawRegions(regionsRef.current, selection, cuts, shown);
  }, [selection, cuts, shown]);

  useEffect(() => {
    onSelectionChange?.(selection);
    // A loop follows its selection as it is moved; clearing the selection ends it.
    const { range, item: current } = usePlayback.getState();
    if (current?.id === item.id && range && !same(range, selection))
      usePlayback.setState({ range: selection ? { ...selection, repeat: range.repeat } : null });
  }, [selection, onSelectionChange, item.id]);

  const maxZoom = zoomSteps(width, length);
  const applyZoom = (step: number) => {
    const next = Math.max(0, Math.min(maxZoom, step));
    setZoom(next);
    setCenter(time);
    // Zoomed past the server's peaks: the audio is decoded here once, and drawn sample by sample.
    const wantsDetail = zoomPxPerSecond(next, width, length) > peaksPerSecond && length <= DETAIL_MAX_SECONDS;
    if (!wantsDetail || detail || detailState !== 'idle') return;
    setDetailState('decoding');
    decodeItem(item).then(
      ({ samples, sampleRate }) => {
        setDetail({ peaks: [samples], duration: samples.length / sampleRate });
        setDetailState('idle');
      },
      () => setDetailState('failed'),
    );
  };
  const playSelection = (repeat: boolean) =>
    selection && void usePlayback.getState().playRange({ ...selection, repeat }, item);
  const toggleLoop = () => (looping ? void usePlayback.getState().playRange(null) : playSelection(true));
  const mark = (side: 'in' | 'out') => {
    const at = Math.min(length, Math.max(0, time));
    if (side === 'in') setSelection({ start: at, end: selection && selection.end > at ? selection.end : length });
    else setSelection({ start: selection && selection.start < at ? selection.start : 0, end: at });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (view.onKey(event)) return;
    const key = event.key.toLowerCase();
    if (key === '+' || key === '=') applyZoom(zoom + 1);
    else if (key === '-') applyZoom(zoom - 1);
    else if ((key === 'i' || key === 'o') && !event.ctrlKey && !event.metaKey && !event.altKey)
      mark(key === 'i' ? 'in' : 'out');
    else if (key === 'l' && selection) toggleLoop();
    else if (key === 'escape' && selection) setSelection(null);
    else return;
    event.preventDefault();
  };

  return (
    <div className="space-y-2 rounded-xl border border-line bg-raised p-4">
      {/* The keys of the slider inside (wavesurfer's scroll box, in its shadow root) bubble up here. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={containerRef}
        onKeyDown={onKeyDown}
        className="touch-pan-y rounded-md text-ink focus-within:outline-2 focus-within:outline-accent"
      />
      <div className="flex flex-wrap items-center gap-2">
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
        <SelectField
          label="Speed"
          compact
          className="ml-auto w-24"
          value={String(rate)}
          onChange={(value) => usePlayback.getState().setRate(Number(value))}
          options={PLAYBACK_RATES.map((value) => [String(value), `${value}×`] as const)}
        />
        <span className="flex items-center gap-1">
          <Button variant="ghost" aria-label="Zoom out" disabled={zoom === 0} onClick={() => applyZoom(zoom - 1)}>
            <ZoomOut aria-hidden size={16} />
          </Button>
          <Button variant="ghost" aria-label="Zoom in" disabled={zoom >= maxZoom} onClick={() => applyZoom(zoom + 1)}>
            <ZoomIn aria-hidden size={16} />
          </Button>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-body" data-testid="selection-bar">
        <span
          role="status"
          className="text-ink-muted tabular-nums"
          data-testid="selection-text"
          data-start={selection?.start}
          data-end={selection?.end}
        >
          {selection
            ? `Selection from ${formatDuration(selection.start)}, ${formatDuration(selection.end - selection.start)} long`
            : 'No selection: drag on the waveform, or press I and O at the playhead'}
        </span>
        {detailState === 'decoding' && <span className="text-caption text-ink-muted">Decoding for detail…</span>}
        {ranges.status === 'loading' && (
          <span className="text-caption text-ink-muted">
            {ranges.indexed === undefined
              ? 'Loading detail…'
              : `Indexing the file for detail… ${Math.round(ranges.indexed * 100)} %`}
          </span>
        )}
        {ranges.status === 'failed' && (
          <span className="text-caption text-danger">
            No detail at this zoom: {ranges.error}. The server’s peaks are shown.
          </span>
        )}
        {detailState === 'failed' && (
          <span className="text-caption text-danger">
            The detail could not be decoded; the server’s peaks are shown.
          </span>
        )}
        {selection && (
          <span className="ml-auto flex flex-wrap items-center gap-1">
            <Button variant="secondary" onClick={() => playSelection(false)}>
              <Play aria-hidden size={15} /> Play selection
            </Button>
            <Button
              variant="secondary"
              aria-pressed={looping}
              className="aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
              aria-keyshortcuts="L"
              onClick={toggleLoop}
            >
              <Repeat aria-hidden size={15} /> Loop
            </Button>
            <Button
              variant="ghost"
              aria-label="Clear the selection"
              aria-keyshortcuts="Escape"
              onClick={() => setSelection(null)}
            >
              <X aria-hidden size={15} />
            </Button>
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * Puts the selection and the cuts on the waveform as regions (only the selection can be dragged or resized), in the
 * window's own times: a stretch partly outside a window is drawn to its edge.
 */
function drawRegions(
  regions: ReturnType<typeof RegionsPlugin.create>,
  selection: TimeRange | null,
  cuts: readonly TimeRange[],
  shown: WaveformWindow,
) {
  const existing = regions.getRegions();
  const current = existing.find((region) => region.id === SELECTION_ID);
  const drawn = selection && rangeInWindow(selection, shown);
  if (!drawn) current?.remove();
  else if (!current) regions.addRegion({ id: SELECTION_ID, ...drawn, color: SELECTION_COLOR });
  else if (!same(current, drawn)) current.setOptions(drawn);
  const cutIds = cuts.map((cut) => `cut-${cut.start}-${cut.end}`);
  for (const region of existing) if (region.id.startsWith('cut-') && !cutIds.includes(region.id)) region.remove();
  cuts.forEach((cut, index) => {
    const piece = rangeInWindow(cut, shown);
    if (piece && !existing.some((region) => region.id === cutIds[index]))
      regions.addRegion({ id: cutIds[index], ...piece, color: CUT_COLOR, drag: false, resize: false });
  });
}
