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
    expect(queue.length).toBe(6);
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
    expect(order).toEqual(['long 1', 'other 1', 'long 2', 'other 2', 'long 3', 'long 4']);
    expect(queue.length).toBe(0);
  });

  it('puts a newcomer before every owner already served: it waits only for what is running', () => {
    const queue = new FairQueue<string>();
    const owners = [{}, {}, {}, {}];
    for (const [index, owner] of owners.entries()) for (let i = 0; i < 3; i++) queue.push(`long ${index}.${i}`, owner);
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      'long 0.0',
      'long 1.0',
      'long 2.0',
      'long 3.0',
    ]);
    queue.push('short', {});
    expect(queue.shift()).toBe('short');
    expect(queue.shift()).toBe('long 0.1');
  });

  it('keeps an owner’s place once served, even when its queue ran dry', () => {
    const queue = new FairQueue<string>();
    const a = {};
    const b = {};
    queue.push('a1', a);
    expect(queue.shift()).toBe('a1');
    queue.push('b1', b);
    queue.push('a2', a);
    expect([queue.shift(), queue.shift()]).toEqual(['b1', 'a2']);
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
