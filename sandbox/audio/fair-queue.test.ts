import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

describe('FairQueue', () => {
  it('serves owners in turn, each owner’s items in order', () => {
    const queue = new FairQueue<string>();
    const long = {};
    const other = {};
    for (let i = 1; i <= 4; i++) queue.push(`long ${i}`, long);
    queue.push('other 1', other);
    queue.push('other 2', other);
    const short = {};
    queue.push('short', short);
    expect(queue.length).toBe(7);
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
    expect(order).toEqual(['long 1', 'other 1', 'short', 'long 2', 'other 2', 'long 3', 'long 4']);
    expect(queue.length).toBe(0);
  });

  it('puts a newcomer behind at most one item of each owner waiting', () => {
    const queue = new FairQueue<number>();
    const long = {};
    for (let i = 0; i < 12; i++) queue.push(i, long);
    expect(queue.shift()).toBe(0);
    queue.push(99, {});
    expect(queue.shift()).toBe(1);
    expect(queue.shift()).toBe(99);
  });

  it('treats items pushed without an owner as owners of their own, and drains everything', () => {
    const queue = new FairQueue<number>();
    queue.push(1);
    queue.push(2);
    expect(queue.shift()).toBe(1);
    queue.push(3);
    expect(queue.drain().sort()).toEqual([2, 3]);
    expect(queue.length).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });
});
