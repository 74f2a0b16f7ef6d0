import { describe, expect, it } from 'vitest';
import { columnExtremes, tileBlock, tileFrames, tileSeconds, tilesInView } from './detail-tiles';

describe('detail tiles', () => {
  it('are the power of two of seconds at or above the view, and none for a view too wide to read in parts', () => {
    expect(tileSeconds(0.03)).toBe(2 ** -5);
    expect(tileSeconds(15.6)).toBe(16);
    expect(tileSeconds(16)).toBe(16);
    expect(tileSeconds(64)).toBe(64);
    expect(tileSeconds(65)).toBeNull();
    expect(tileSeconds(0)).toBeNull();
  });

  it('a view overlaps one or two tiles, and none past the end of the file', () => {
    expect(tilesInView(600.01, 600.04, 2 ** -5, 720)).toEqual([19_200, 19_201]);
    expect(tilesInView(600, 600.03, 2 ** -5, 720)).toEqual([19_200]);
    expect(tilesInView(32, 48, 16, 720)).toEqual([2]);
    expect(tilesInView(30, 46, 16, 720)).toEqual([1, 2]);
    expect(tilesInView(710, 726, 16, 720)).toEqual([44]);
    expect(tilesInView(-3, 5, 8, 720)).toEqual([0]);
  });

  it('hold whole frames, the last one cut at the end of the file', () => {
    expect(tileFrames(2, 16, 24_000, 17_280_000)).toEqual({ first: 768_000, end: 1_152_000 });
    expect(tileFrames(44, 16, 24_000, 17_280_000)).toEqual({ first: 16_896_000, end: 17_280_000 });
    // A tile of 1/32 s at 44.1 kHz starts and ends between samples: it is cut at the frame before.
    expect(tileFrames(3, 2 ** -5, 44_100, 1e6)).toEqual({ first: 4134, end: 5512 });
  });

  it('are read in blocks of at least 4 s that hold them whole', () => {
    expect(tileBlock(19_200, 2 ** -5)).toEqual({ seconds: 4, index: 150 });
    expect(tileBlock(19_327, 2 ** -5)).toEqual({ seconds: 4, index: 150 });
    expect(tileBlock(19_328, 2 ** -5)).toEqual({ seconds: 4, index: 151 });
    expect(tileBlock(37, 16)).toEqual({ seconds: 16, index: 37 });
    // A tile's frames lie within its block's, whatever the rate.
    for (const rate of [8000, 22_050, 44_100, 48_000]) {
      const block = tileFrames(150, 4, rate, 1e9);
      expect(tileFrames(19_200, 2 ** -5, rate, 1e9).first).toBe(block.first);
      expect(tileFrames(19_327, 2 ** -5, rate, 1e9).end).toBe(block.end);
    }
  });

  it('draws every sample: a one-sample click shows in its column, channels are averaged', () => {
    const left = new Float32Array(1000).fill(0.1);
    const right = new Float32Array(1000).fill(-0.1);
    left[537] = 0.9;
    right[537] = 0.9;
    const { mins, maxs } = columnExtremes([left, right], 10);
    expect(maxs[5]).toBeCloseTo(0.9);
    expect(Math.max(...maxs.filter((_, column) => column !== 5))).toBeCloseTo(0);
    expect(Math.min(...mins)).toBeCloseTo(0);
  });
});
