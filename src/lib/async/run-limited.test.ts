import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

describe('runLimited', () => {
  it('never runs more than the limit at once, and finishes every item in list order of starting', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (item % 3) * 3));
      running -= 1;
    });
    expect(most).toBe(3);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(running).toBe(0);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await runLimited([], 3, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
