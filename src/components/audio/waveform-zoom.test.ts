import { describe, expect, it } from 'vitest';
import { zoomPxPerSecond, zoomSteps } from './waveform-zoom';

describe('waveform-zoom', () => {
  it('magnifies a short take from the first step (twice the width the whole file fills)', () => {
    // 3 s across 900 px fill 300 px/s: the old first level (10 px/s) changed nothing.
    expect(zoomPxPerSecond(0, 900, 3)).toBe(0);
    expect(zoomPxPerSecond(1, 900, 3)).toBe(600);
    expect(zoomPxPerSecond(2, 900, 3)).toBe(1200);
  });

  it('gives a long file many steps and a short one at least one', () => {
    expect(zoomSteps(900, 3600)).toBe(13);
    expect(zoomSteps(900, 0.5)).toBe(1);
    expect(zoomSteps(0, 10)).toBe(0);
  });
});
