// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { ApiError } from '@/lib/http/api-error';
import { UPLOADED_SHOWN_MS, useUploadQueue, type StartUpload } from './upload-queue-store';

type Controlled = {
  resolve: (r: Recording) => void;
  reject: (e: unknown) => void;
  progress: (f: number) => void;
  cancelled: boolean;
};

/** A stand-in for the XHR upload: each start is recorded (per file name, every attempt) and settled by the test. */
function controlledStarter() {
  const attempts: Record<string, Controlled[]> = {};
  const start: StartUpload = (file, _folderId, onProgress) => {
    let resolve!: (r: Recording) => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<Recording>((res, rej) => ((resolve = res), (reject = rej)));
    const control: Controlled = { resolve, reject, progress: onProgress, cancelled: false };
    (attempts[file.name] ??= []).push(control);
    return { done, cancel: () => ((control.cancelled = true), reject(new DOMException('cancelled', 'AbortError'))) };
  };
  const last = (name: string) => attempts[name]!.at(-1)!;
  return { start, attempts, last };
}

const file = (name: string) => new File(['x'], name);
const statusOf = (name: string) => useUploadQueue.getState().items.find((item) => item.fileName === name);
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  useUploadQueue.setState({ items: [] });
});
afterEach(() => vi.useRealTimers());

describe('upload queue', () => {
  it('runs two uploads at a time, tracks each one’s progress, and starts the next when one ends', async () => {
    const { start, attempts, last } = controlledStarter();
    const uploaded: string[] = [];
    useUploadQueue
      .getState()
      .enqueue([file('a.wav'), file('b.wav'), file('c.wav')], 'f', start, (r) => uploaded.push(r.id));
    expect(Object.keys(attempts)).toEqual(['a.wav', 'b.wav']);
    expect(statusOf('c.wav')?.status).toBe('queued');
    last('a.wav').progress(0.5);
    last('b.wav').progress(0.25);
    expect(statusOf('a.wav')).toMatchObject({ status: 'uploading', progress: 0.5 });
    expect(statusOf('b.wav')?.progress).toBe(0.25);
    last('a.wav').resolve({ id: 'rec-a' } as Recording);
    await flush();
    expect(statusOf('a.wav')).toMatchObject({ status: 'done', progress: 1, recordingId: 'rec-a' });
    expect(uploaded).toEqual(['rec-a']);
    expect(Object.keys(attempts)).toContain('c.wav');
    expect(statusOf('c.wav')?.status).toBe('uploading');
  });

  it('keeps going when one file is refused, with that file’s own message', async () => {
    const { start, last } = controlledStarter();
    useUploadQueue.getState().enqueue([file('odd.ogg'), file('huge.wav'), file('good.wav')], 'f', start);
    last('odd.ogg').reject(new ApiError(400, 'odd.ogg: not a supported audio file'));
    await flush();
    last('huge.wav').reject(new ApiError(413, 'The file is larger than the 100 MB upload limit'));
    await flush();
    last('good.wav').resolve({ id: 'ok' } as Recording);
    await flush();
    expect(statusOf('odd.ogg')).toMatchObject({ status: 'failed', error: 'odd.ogg: not a supported audio file' });
    expect(statusOf('huge.wav')).toMatchObject({
      status: 'failed',
      error: 'The file is larger than the 100 MB upload limit',
    });
    expect(statusOf('good.wav')?.status).toBe('done');
  });

  it('refuses an empty file and one that is not audio before sending them, for good', async () => {
    const { start, attempts } = controlledStarter();
    useUploadQueue
      .getState()
      .enqueue(
        [new File([], 'empty.wav'), new File(['hello'], 'notes.txt', { type: 'text/plain' }), file('good.wav')],
        'f',
        start,
      );
    expect(Object.keys(attempts)).toEqual(['good.wav']);
    expect(statusOf('empty.wav')).toMatchObject({
      status: 'failed',
      retryable: false,
      error: expect.stringMatching(/empty/),
    });
    expect(statusOf('notes.txt')).toMatchObject({
      status: 'failed',
      retryable: false,
      error: expect.stringMatching(/^This is not an audio file/),
    });
    useUploadQueue.getState().retry(statusOf('notes.txt')!.id);
    expect(statusOf('notes.txt')?.status).toBe('failed');
  });

  it('cancels a running upload and a queued one, and the queue moves on', async () => {
    const { start, attempts, last } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav'), file('b.wav'), file('c.wav'), file('d.wav')], 'f', start);
    const [a, , c] = useUploadQueue.getState().items;
    useUploadQueue.getState().cancel(c!.id);
    useUploadQueue.getState().cancel(a!.id);
    await flush();
    expect(last('a.wav').cancelled).toBe(true);
    expect(statusOf('a.wav')?.status).toBe('cancelled');
    expect(statusOf('c.wav')?.status).toBe('cancelled');
    expect(attempts['c.wav']).toBeUndefined();
    expect(statusOf('d.wav')?.status).toBe('uploading');
  });

  it('waits out a 429 for as long as Retry-After says, then sends the file again', async () => {
    const { start, attempts, last } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav')], 'f', start);
    last('a.wav').reject(new ApiError(429, 'Too many requests', {}, 3));
    await flush();
    expect(statusOf('a.wav')).toMatchObject({ status: 'waiting', retryReason: 'Too many requests' });
    await vi.advanceTimersByTimeAsync(2900);
    expect(attempts['a.wav']).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(attempts['a.wav']).toHaveLength(2);
    last('a.wav').resolve({ id: 'later' } as Recording);
    await flush();
    expect(statusOf('a.wav')).toMatchObject({ status: 'done', recordingId: 'later' });
  });

  it('retries a lost connection with backoff, then gives up with the message and offers a manual retry', async () => {
    const { start, attempts, last } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav')], 'f', start);
    const lost = () => last('a.wav').reject(new ApiError(0, 'Upload failed: cannot reach the server'));
    lost();
    await vi.advanceTimersByTimeAsync(2000);
    lost();
    await vi.advanceTimersByTimeAsync(4000);
    lost();
    await vi.advanceTimersByTimeAsync(8000);
    expect(attempts['a.wav']).toHaveLength(4);
    lost();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts['a.wav']).toHaveLength(4);
    expect(statusOf('a.wav')).toMatchObject({ status: 'failed', error: 'Upload failed: cannot reach the server' });

    useUploadQueue.getState().retry(statusOf('a.wav')!.id);
    expect(attempts['a.wav']).toHaveLength(5);
    last('a.wav').resolve({ id: 'finally' } as Recording);
    await flush();
    expect(statusOf('a.wav')?.status).toBe('done');
  });

  it('cancels an upload that is waiting to retry', async () => {
    const { start, attempts, last } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav')], 'f', start);
    last('a.wav').reject(new ApiError(503, 'Service unavailable'));
    await flush();
    useUploadQueue.getState().cancel(statusOf('a.wav')!.id);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts['a.wav']).toHaveLength(1);
    expect(statusOf('a.wav')?.status).toBe('cancelled');
  });

  it('clears uploaded files a few seconds after the last upload ends; failed ones stay until dismissed', async () => {
    const { start, last } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav'), file('b.wav'), file('c.wav')], 'f', start);
    last('a.wav').resolve({ id: 'x' } as Recording);
    last('b.wav').reject(new ApiError(400, 'b.wav: not a supported audio file'));
    await flush();
    await vi.advanceTimersByTimeAsync(UPLOADED_SHOWN_MS * 2);
    expect(statusOf('a.wav')?.status).toBe('done'); // c.wav still uploads: the batch is not over
    last('c.wav').resolve({ id: 'y' } as Recording);
    await flush();
    await vi.advanceTimersByTimeAsync(UPLOADED_SHOWN_MS - 100);
    expect(useUploadQueue.getState().items).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(useUploadQueue.getState().items.map((item) => item.fileName)).toEqual(['b.wav']);
    useUploadQueue.getState().dismiss(statusOf('b.wav')!.id);
    expect(useUploadQueue.getState().items).toEqual([]);
  });

  it('does not dismiss a running upload', () => {
    const { start } = controlledStarter();
    useUploadQueue.getState().enqueue([file('a.wav')], 'f', start);
    useUploadQueue.getState().dismiss(statusOf('a.wav')!.id);
    expect(statusOf('a.wav')?.status).toBe('uploading');
  });

  it('asks before the tab closes while any upload is queued, running or waiting, and not once they are all over', async () => {
    const { start, last } = controlledStarter();
    /** Whether closing the tab now would ask first: a guard cancels the beforeunload event. */
    const closingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(closingAsks()).toBe(false);
    useUploadQueue.getState().enqueue([file('a.wav'), file('b.wav'), file('c.wav')], 'f', start);
    expect(closingAsks()).toBe(true);
    last('a.wav').resolve({ id: 'rec-a' } as Recording);
    last('b.wav').reject(new ApiError(400, 'b.wav: not a supported audio file'));
    await flush();
    expect(closingAsks()).toBe(true); // c.wav is still uploading
    last('c.wav').resolve({ id: 'rec-c' } as Recording);
    await flush();
    expect(closingAsks()).toBe(false);
    useUploadQueue.getState().retry(statusOf('b.wav')!.id);
    expect(closingAsks()).toBe(true);
    useUploadQueue.getState().cancel(statusOf('b.wav')!.id);
    await flush();
    expect(closingAsks()).toBe(false);
  });
});
