import { describe, expect, it } from 'vitest';
import { SampleBlocks } from './sample-blocks';

describe('sample blocks', () => {
  it('shares a read in flight and keeps the latest blocks up to the bound', async () => {
    const blocks = new SampleBlocks(250);
    const reads: string[] = [];
    const read = (key: string, length: number) => () => {
      reads.push(key);
      return Promise.resolve(new Float32Array(length));
    };
    const [a, again] = await Promise.all([blocks.get('a', read('a', 100)), blocks.get('a', read('a', 100))]);
    expect(a).toBe(again);
    await blocks.get('b', read('b', 100));
    await blocks.get('a', read('a', 100));
    await blocks.get('c', read('c', 100));
    // 'b' was the least recently used when 'c' pushed the total past 250.
    await blocks.get('a', read('a', 100));
    await blocks.get('b', read('b', 100));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
    await blocks.get('huge', read('huge', 1000));
    await blocks.get('huge', read('huge', 1000));
    expect(reads.filter((key) => key === 'huge')).toHaveLength(2);
  });

  it('forgets a failed read, so the block is read again when asked for', async () => {
    const blocks = new SampleBlocks(100);
    await expect(blocks.get('a', () => Promise.reject(new Error('aborted')))).rejects.toThrow('aborted');
    expect(await blocks.get('a', () => Promise.resolve(new Float32Array(3)))).toHaveLength(3);
  });
});
