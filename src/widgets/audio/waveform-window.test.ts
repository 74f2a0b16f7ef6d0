import { describe, expect, it } from 'vitest';
import { insideWindow, rangeInWindow, selectionFromWindow, waveformWindow, windowedDrawing } from './waveform-window';

describe('the window of a long file that wavesurfer draws', () => {
  it('is half the widest layout (2^25 px) at deep zoom, so it can move and still fit, centred where asked', () => {
    for (const duration of [720, 3600, 7200]) {
      const window = waveformWindow(48_000, duration, duration / 2);
      expect(window.span * 48_000).toBe(16_000_000);
      expect(window.offset + window.span / 2).toBeCloseTo(duration / 2, 6);
    }
  });

  it('is the whole file while it fits, and stays inside the file at its ends', () => {
    expect(waveformWindow(1000, 3600, 100)).toEqual({ offset: 0, span: 3600 });
    expect(waveformWindow(48_000, 300, 10)).toEqual({ offset: 0, span: 300 });
    const span = 16_000_000 / 48_000;
    expect(waveformWindow(48_000, 3600, 10)).toEqual({ offset: 0, span });
    expect(waveformWindow(48_000, 3600, 3599)).toEqual({ offset: 3600 - span, span });
  });

  it('says when a time has left it (at the file’s ends there is nowhere to leave to)', () => {
    const window = { offset: 600, span: 300 };
    expect(insideWindow(window, 3600, 750)).toBe(true);
    expect(insideWindow(window, 3600, 599)).toBe(false);
    expect(insideWindow(window, 3600, 901)).toBe(false);
    expect(insideWindow({ offset: 0, span: 300 }, 3600, 0)).toBe(true);
    expect(insideWindow({ offset: 3300, span: 300 }, 3600, 3600.5)).toBe(true);
  });

  it('draws the peaks of the window, snapped to their buckets so the drawing and its times agree', () => {
    // 100 peaks a second for 1,000 s: each peak is its own index.
    const peaks = Float32Array.from({ length: 100_000 }, (_, index) => index);
    const drawing = { peaks: [peaks], duration: 1000 };
    const { shown, drawing: drawn } = windowedDrawing(drawing, { offset: 200.004, span: 300 }, 1000);
    expect(shown.offset).toBeCloseTo(200, 9);
    expect(shown.span).toBeCloseTo(300.01, 9);
    expect(drawn!.duration).toBeCloseTo(shown.span, 9);
    expect(drawn!.peaks[0]![0]).toBe(20_000);
    expect(drawn!.peaks[0]!.length).toBe(30_001);
    // The whole file, or no peaks yet: drawn as they are.
    expect(windowedDrawing(drawing, { offset: 0, span: 1000 }, 1000).drawing).toBe(drawing);
    expect(windowedDrawing(null, { offset: 200, span: 300 }, 1000)).toEqual({
      shown: { offset: 200, span: 300 },
      drawing: null,
    });
  });

  it('draws a selection or cut in its own times, cut at its edges, and none that lies outside', () => {
    const window = { offset: 600, span: 300 };
    expect(rangeInWindow({ start: 700, end: 710 }, window)).toEqual({ start: 100, end: 110 });
    expect(rangeInWindow({ start: 500, end: 610 }, window)).toEqual({ start: 0, end: 10 });
    expect(rangeInWindow({ start: 890, end: 1000 }, window)).toEqual({ start: 290, end: 300 });
    expect(rangeInWindow({ start: 100, end: 200 }, window)).toBeNull();
  });

  it('keeps a selection’s edge the window cut off when the region is moved inside it', () => {
    const window = { offset: 600, span: 300 };
    const selection = { start: 500, end: 700 };
    // Its end dragged from 100 to 150 s into the window: its start, off the window, stays at 500.
    expect(selectionFromWindow({ start: 0, end: 150 }, selection, window)).toEqual({ start: 500, end: 750 });
    // Moved whole, off the window's edge: both edges are the region's.
    expect(selectionFromWindow({ start: 20, end: 120 }, selection, window)).toEqual({ start: 620, end: 720 });
    // Made in the window with nothing before it.
    expect(selectionFromWindow({ start: 0, end: 10 }, null, window)).toEqual({ start: 600, end: 610 });
  });
});
