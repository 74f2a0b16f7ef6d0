import { beforeEach, describe, expect, it } from 'vitest';
import type { Recording } from '../../../contract/gateway/recordings';
import { ApiError } from '../../lib/api-error';
import { useUploadQueue, type StartUpload } from './upload-queue-store';

type Controlled = { resolve: (r: Recording) => void; reject: (e: unknown) => void; progress: (f: number) => void; cancelled: boolean };

function controlledStarter() {
  const started: Record<string, Controlled> = {};
  const start: StartUpload = (file, _folderId, onProgress) => {
    let resolve!: (r: Recording) => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<Recording>((res, rej) => ((resolve = res), (reject = rej)));
    const control: Controlled = { resolve, reject, progress: onProgress, cancelled: false };
    started[file.name] = control;
    return { done, cancel: () => ((control.cancelled = true), reject(new DOMException('cancelled', 'AbortError'))) };
  };
  return { start, started };
}

const file = (name: string) => new File(['x'], name);
const statusOf = (name: string) => useUploadQueue.getState().items.find((item) => item.fileName === name);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => useUploadQueue.setState({ items: [] }));

describe('upload queue', () => {
  it('runs two uploads at a time, tracks each one’s progress, and starts the next when one ends', async () => {
    const { start, started } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav'), file('b.wav'), file('c.wav')], 'f', start);
    expect(Object.keys(started)).toEqual(['a.wav', 'b.wav']);
    expect(statusOf('c.wav')?.status).toBe('queued');
    started['a.wav']!.progress(0.5);
    expect(statusOf('a.wav')?.progress).toBe(0.5);
    started['a.wav']!.resolve({ id: 'rec-a' } as Recording);
    await tick();
    expect(statusOf('a.wav')).toMatchObject({ status: 'done', progress: 1, recordingId: 'rec-a' });
    expect(Object.keys(started)).toContain('c.wav');
  });

  it('keeps going when one file fails, with that file’s message', async () => {
    const { start, started } = controlledStarter();
    useUploadQueue.getState().enqueue([file('bad.txt'), file('good.wav')], 'f', start);
    started['bad.txt']!.reject(new ApiError(400, 'bad.txt: Not a supported audio file'));
    started['good.wav']!.resolve({ id: 'ok' } as Recording);
    await tick();
    expect(statusOf('bad.txt')).toMatchObject({ status: 'failed', error: 'bad.txt: Not a supported audio file' });
    expect(statusOf('good.wav')?.status).toBe('done');
  });

  it('cancels a running upload and a queued one', async () => {
    const { start, started } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav'), file('b.wav'), file('c.wav')], 'f', start);
    const [a, , c] = useUploadQueue.getState().items;
    useUploadQueue.getState().cancel(c!.id);
    useUploadQueue.getState().cancel(a!.id);
    await tick();
    expect(started['a.wav']!.cancelled).toBe(true);
    expect(statusOf('a.wav')?.status).toBe('cancelled');
    expect(statusOf('c.wav')?.status).toBe('cancelled');
    expect(Object.keys(started)).not.toContain('c.wav');
  });
});
