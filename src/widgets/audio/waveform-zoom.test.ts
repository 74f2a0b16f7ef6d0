import { describe, expect, it } from 'vitest';
import { rulerLabel, rulerSteps, zoomPxPerSecond, zoomSteps } from './waveform-zoom';

describe('waveform-zoom', () => {
  it('magnifies a short take from the first step (twice the width the whole file fills)', () => {
    // 3 s across 900 px fill 300 px/s: the old first level (10 px/s) changed nothing.
    expect(zoomPxPerSecond(0, 900, 3)).toBe(0);
    expect(zoomPxPerSecond(1, 900, 3)).toBe(600);
    expect(zoomPxPerSecond(2, 900, 3)).toBe(1200);
  });

  it('zooms down to one pixel a 48 kHz sample, in a file of any length', () => {
    for (const duration of [3, 300, 720, 3600, 7200])
      expect(zoomPxPerSecond(zoomSteps(900, duration), 900, duration), `${duration} s`).toBe(48_000);
    expect(zoomSteps(900, 0.001)).toBe(1);
    expect(zoomSteps(0, 10)).toBe(0);
  });
});

describe('the ruler', () => {
  it('reads m:ss, with tenths only once zoomed in', () => {
    expect(rulerSteps(10)).toEqual({ tick: 1, label: 10, tenths: false });
    expect(rulerSteps(300)).toEqual({ tick: 0.05, label: 0.5, tenths: true });
    expect(rulerSteps(48_000)).toEqual({ tick: 0.01, label: 0.1, tenths: true });
    expect(rulerLabel(90, false)).toBe('1:30');
    expect(rulerLabel(0, false)).toBe('0:00');
    expect(rulerLabel(61.3, true)).toBe('1:01.3');
    expect(rulerLabel(3725, false)).toBe('1:02:05');
  });

  it('puts labels on ticks', () => {
    for (const px of [0.2, 3, 17, 60, 333, 1200, 9000]) {
      const { tick, label } = rulerSteps(px);
      expect(Math.round(label * 100) % Math.round(tick * 100), `${px} px/s`).toBe(0);
      expect(label * px, `${px} px/s`).toBeGreaterThanOrEqual(80);
    }
  });
});
