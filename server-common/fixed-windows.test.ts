import { describe, expect, it } from 'vitest';
import { FixedWindows } from './fixed-windows';

const minute = { times: 3, seconds: 60 };

describe('FixedWindows', () => {
  it('drops finished windows on time, however few keys there are', () => {
    let now = 0;
    const windows = new FixedWindows(60_000, () => now);
    for (let i = 0; i < 5_000; i++) windows.hit(`ip:198.51.${i >> 8}.${i & 255}`, minute);
    expect(windows.size).toBe(5_000);
    now = 60_000;
    windows.hit('ip:203.0.113.1', minute);
    expect(windows.size).toBe(1);
  });

  it('keeps the windows still running, and a key that opens a new window moves to the back', () => {
    let now = 0;
    const windows = new FixedWindows(60_000, () => now);
    windows.hit('a', minute);
    now = 30_000;
    windows.hit('b', minute);
    now = 61_000;
    windows.hit('a', minute); // a's first window has ended: a new one opens behind b
    expect(windows.size).toBe(2);
    now = 91_000;
    windows.hit('c', minute); // b ended; a's second window runs until 121 s
    expect(windows.size).toBe(2);
    expect(windows.hit('a', minute).count).toBe(2);
  });

  it('counts within a window and tells how long a full one still blocks', () => {
    let now = 0;
    const windows = new FixedWindows(60_000, () => now);
    for (let i = 0; i < 3; i++) windows.hit('a', minute);
    now = 45_500;
    expect(windows.blockedFor('a', minute)).toBe(15);
    now = 60_000;
    expect(windows.blockedFor('a', minute)).toBe(0);
  });
});
