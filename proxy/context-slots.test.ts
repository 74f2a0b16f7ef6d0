import { describe, expect, it } from 'vitest';
import { ContextSlots, endedContext } from './context-slots';

describe('ContextSlots', () => {
  it('takes one slot per context, once, and gives each back once', async () => {
    let free = 2;
    const released: number[] = [];
    const slots = new ContextSlots(async () => (free > 0 ? (free--, () => (released.push(1), free++)) : null));
    expect(await slots.open('a')).toBe(true);
    expect(await slots.open('a')).toBe(true);
    expect(await slots.open('b')).toBe(true);
    expect(await slots.open('c')).toBe(false);
    slots.end('a');
    slots.end('a');
    expect(released).toHaveLength(1);
    expect(await slots.open('c')).toBe(true);
    slots.endAll();
    expect(free).toBe(2);
  });

  it('reads the context a done message ends, and passes everything else by', () => {
    expect(endedContext(Buffer.from('{"type":"done","context_id":"a"}'))).toBe('a');
    expect(endedContext(Buffer.from('{"context_id":"b","type":"done"}'))).toBe('b');
    expect(endedContext(Buffer.from('{"type":"chunk","context_id":"a","data":"done"}'))).toBeUndefined();
    expect(endedContext(Buffer.from(`{"type":"chunk","context_id":"a","data":"${'A'.repeat(5000)}"}`))).toBeUndefined();
    expect(endedContext(Buffer.from('"done" but not JSON'))).toBeUndefined();
  });
});
