import { describe, expect, it, vi } from 'vitest';
import { AudioWorker, AudioWorkerCrash } from './audio-worker';

describe('AudioWorker', () => {
  it('refuses tasks after close instead of starting a new thread that would keep the process alive', async () => {
    const worker = new AudioWorker();
    const result = await worker.run({ kind: 'synthesize-original', text: 'Hi.', language: 'en' });
    expect(result.kind).toBe('audio');
    await worker.close();
    await expect(worker.run({ kind: 'synthesize-original', text: 'Too late.', language: 'en' })).rejects.toThrow(
      'closed',
    );
    expect(worker.running).toBe(false);
  });

  it('fails the task whose thread outgrew its heap limit and starts a new thread for the next one', async () => {
    const worker = new AudioWorker({ resourceLimits: { maxOldGenerationSizeMb: 32 } });
    try {
      // Language detection on four million Cyrillic letters lists every letter: some 100 MB of heap.
      const huge = worker.run({ kind: 'synthesize-original', text: 'й'.repeat(4_000_000), language: null });
      // The next task is sent the moment the failure is known.
      const next = huge.then(
        () => null,
        (error: unknown) => ({ error, next: worker.run({ kind: 'synthesize-original', text: 'Hi.', language: 'en' }) }),
      );
      const after = await next;
      expect(after?.error).toBeInstanceOf(AudioWorkerCrash);
      expect((await after!.next).kind).toBe('audio');
      expect(worker.running).toBe(true);
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('stops its thread after idling when asked to, and starts a new one for the next task', async () => {
    const worker = new AudioWorker({ idleStopMs: 200 });
    try {
      expect((await worker.run({ kind: 'synthesize-original', text: 'Hi.', language: 'en' })).kind).toBe('audio');
      expect(worker.running).toBe(true);
      await vi.waitFor(() => expect(worker.running).toBe(false), { timeout: 5_000, interval: 50 });
      expect((await worker.run({ kind: 'synthesize-original', text: 'Again.', language: 'en' })).kind).toBe('audio');
    } finally {
      await worker.close();
    }
  }, 30_000);
});
