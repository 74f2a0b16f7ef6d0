import { describe, expect, it } from 'vitest';
import { AudioWorker } from './audio-worker';

describe('AudioWorker', () => {
  it('refuses tasks after close instead of starting a new thread that would keep the process alive', async () => {
    const worker = new AudioWorker();
    const result = await worker.run({ kind: 'synthesize-original', text: 'Hi.', language: 'en' });
    expect(result.kind).toBe('audio');
    await worker.close();
    await expect(worker.run({ kind: 'synthesize-original', text: 'Too late.', language: 'en' })).rejects.toThrow('closed');
    expect((worker as unknown as { worker: unknown }).worker).toBeNull();
  });
});
