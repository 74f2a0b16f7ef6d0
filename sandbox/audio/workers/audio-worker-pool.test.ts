import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudioTask } from './audio-tasks';
import { AudioWorkerCrash } from './audio-worker';
import { AudioWorkerPool } from './audio-worker-pool';

const speak = (text: string): AudioTask => ({
  kind: 'speak-pcm16',
  text,
  language: 'en',
  timbre: { meanF0: 120, formantRatio: 1, gender: 'male' },
  rate: 175,
  range: 50,
  sampleRate: 22050,
});

let pool: AudioWorkerPool | undefined;
afterEach(() => pool?.close());

describe('AudioWorkerPool', () => {
  it('holds one thread at rest and grows only while tasks wait, up to its size', async () => {
    pool = new AudioWorkerPool(2);
    expect(pool.threadCount).toBe(0);
    pool.warmUp();
    pool.warmUp();
    expect(pool.threadCount).toBe(1);
    const one = await pool.run(speak('One sentence, alone.'));
    expect(one.kind).toBe('pcm16');
    expect(pool.threadCount).toBe(1);
    const texts = [
      'First part.',
      'Second part, a little longer.',
      'Third.',
      'Fourth part here.',
      'Fifth.',
      'Sixth and last part.',
    ];
    const results = await pool.runAll(texts.map(speak));
    expect(pool.threadCount).toBe(2);
    // In the tasks' order: each result is the same samples a lone request for that text gives.
    for (const [index, text] of texts.entries()) {
      const alone = await pool.run(speak(text));
      expect(results[index]).toEqual(alone);
    }
  }, 60_000);

  it('stops spare threads after they idle, keeping the first', async () => {
    pool = new AudioWorkerPool(2, 300);
    // Tasks waiting grow the pool at once. (Checked then, not after: on a loaded machine the spare can finish its
    // share and idle out while the first thread still works.)
    const work = pool.runAll(['One.', 'Two.', 'Three.', 'Four.'].map(speak));
    expect(pool.threadCount).toBe(2);
    await work;
    // The spare may still be warming up when the tasks are done; it stops 300 ms after its last work.
    await vi.waitFor(() => expect(pool!.threadCount).toBe(1), { timeout: 15_000, interval: 100 });
    expect((await pool.run(speak('Still here.'))).kind).toBe('pcm16');
  }, 60_000);

  it('fails only the task whose thread ran out of memory, replaces that thread and goes on', async () => {
    // A small heap limit (the thread's work needs under 16 MB) and a task that outgrows it: language detection
    // on four million Cyrillic letters lists every letter, some 100 MB of heap.
    pool = new AudioWorkerPool(1, 60_000, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    expect((await pool.run(speak('Before.'))).kind).toBe('pcm16');
    const huge = pool.run({ kind: 'synthesize-original', text: 'й'.repeat(4_000_000), language: null });
    const waiting = pool.run(speak('Queued behind it.'));
    const failure = await huge.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AudioWorkerCrash);
    expect((failure as Error).message).toBe('The audio engine ran out of memory on this task (its limit is 32 MB)');
    expect((await waiting).kind).toBe('pcm16');
    expect((await pool.run(speak('After.'))).kind).toBe('pcm16');
    expect(pool.threadCount).toBe(1);
  }, 60_000);

  it('refuses tasks once closed', async () => {
    pool = new AudioWorkerPool(1);
    await pool.close();
    await expect(pool.run(speak('Too late.'))).rejects.toThrow('closed');
  });
});
