import type { TimeRange } from '@/lib/audio/audio-ranges';
import type { WaveformDrawing } from './use-waveform-view';

/**
 * The widest waveform laid out. wavesurfer lays what it draws out at the zoom in one scrolling element, and
 * Chromium lays out at most 2^25 px (33.5 M): past that the end could not be scrolled to. So past this width
 * wavesurfer draws a window of the file, half this wide so that it can move.
 */
const MAX_WIDTH_PX = 32_000_000;

/**
 * The stretch of the file wavesurfer draws, in the file's seconds: all of it, or a window of a long file at deep
 * zoom. wavesurfer's own times (cursor, clicks, regions) count from the window's start.
 */
export type WaveformWindow = { offset: number; span: number };

/**
 * The window drawn at `pxPerSecond` for a file of `duration` seconds, centred on `center` where it can be: the
 * whole file while it fits the widest layout, else MAX_WIDTH_PX / 2 pixels of it (about 5.5 minutes at one
 * pixel a sample), so that a window moved to keep the playhead or the view inside still fits.
 */
export function waveformWindow(pxPerSecond: number, duration: number, center: number): WaveformWindow {
  if (pxPerSecond <= 0 || pxPerSecond * duration <= MAX_WIDTH_PX) return { offset: 0, span: duration };
  const span = MAX_WIDTH_PX / 2 / pxPerSecond;
  return { offset: Math.min(duration - span, Math.max(0, center - span / 2)), span };
}

/** Whether `seconds` lies in `window` (a window at the file's start or end reaches past it). */
export function insideWindow(window: WaveformWindow, duration: number, seconds: number): boolean {
  const low = window.offset > 0 ? window.offset : -Infinity;
  const high = window.offset + window.span < duration ? window.offset + window.span : Infinity;
  return seconds >= low && seconds <= high;
}

/**
 * What wavesurfer draws for `window` of a file `duration` long: the whole drawing, or the peaks of the window,
 * the window snapped to the peaks' own buckets so that the drawing and the times around it (ruler, regions,
 * detail) agree.
 */
export function windowedDrawing(
  drawing: WaveformDrawing | null,
  window: WaveformWindow,
  duration: number,
): { shown: WaveformWindow; drawing: WaveformDrawing | null } {
  if (window.span >= duration || !drawing) return { shown: window, drawing };
  const perSecond = (drawing.peaks[0]?.length ?? 0) / drawing.duration;
  if (!(perSecond > 0)) return { shown: window, drawing };
  const first = Math.floor(window.offset * perSecond);
  const end = Math.ceil((window.offset + window.span) * perSecond);
  return {
    shown: { offset: first / perSecond, span: (end - first) / perSecond },
    drawing: { peaks: drawing.peaks.map((channel) => channel.slice(first, end)), duration: (end - first) / perSecond },
  };
}

/** `range` (in the file's seconds) as drawn in `window`, in its own seconds: cut at its edges, null if outside. */
export function rangeInWindow(range: TimeRange, window: WaveformWindow): TimeRange | null {
  const start = Math.max(0, range.start - window.offset);
  const end = Math.min(window.span, range.end - window.offset);
  return end > start ? { start, end } : null;
}

/**
 * The selection, in the file's seconds, after its region was dragged or resized in `window`: an edge the window
 * cut off (drawn at the window's edge and not moved) keeps its place outside the window.
 */
export function selectionFromWindow(region: TimeRange, selection: TimeRange | null, window: WaveformWindow): TimeRange {
  const atEdge = (seconds: number, edge: number) => Math.abs(seconds - edge) < 1e-6;
  const keepsStart = selection && selection.start < window.offset && atEdge(region.start, 0);
  const keepsEnd = selection && selection.end > window.offset + window.span && atEdge(region.end, window.span);
  return {
    start: keepsStart ? selection.start : region.start + window.offset,
    end: keepsEnd ? selection.end : region.end + window.offset,
  };
}
