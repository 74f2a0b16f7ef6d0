import { describe, expect, it } from 'vitest';
import { S16leStreamReader } from './s16le-stream-reader';

const bytesOf = (...samples: number[]) => new Uint8Array(Int16Array.from(samples).buffer);

describe('S16leStreamReader', () => {
  it('reads whole samples, signs included', () => {
    expect([...new S16leStreamReader().read(bytesOf(0, 1, -1, 32767, -32768))]).toEqual([0, 1, -1, 32767, -32768]);
  });

  it('keeps an odd byte for the next piece, however the stream is cut', () => {
    const samples = [12345, -2, -32768, 300, -12345];
    const bytes = bytesOf(...samples);
    for (const cuts of [[1], [3, 4], [1, 2, 3, 5, 7, 9], [9]]) {
      const reader = new S16leStreamReader();
      const read: number[] = [];
      let from = 0;
      for (const to of [...cuts, bytes.length]) {
        read.push(...reader.read(bytes.subarray(from, to)));
        from = to;
      }
      expect(read).toEqual(samples);
    }
  });

  it('passes an empty piece without losing the byte it holds', () => {
    const reader = new S16leStreamReader();
    expect([...reader.read(new Uint8Array([0xff]))]).toEqual([]);
    expect([...reader.read(new Uint8Array(0))]).toEqual([]);
    expect([...reader.read(new Uint8Array([0xff]))]).toEqual([-1]);
  });
});
