import { create } from 'zustand';
import type { Recording } from '@contract/gateway/recordings';
import { guardUnload } from '@/lib/browser/use-leave-guard';
import type { UploadHandle } from '@/lib/http/upload-with-progress';
import { uploadFailureMessage, uploadFileProblem } from './upload-file-check';
import { uploadRetryDelay } from './upload-retry';
import { randomId } from '@/lib/browser/random-id';

export type UploadStatus = 'queued' | 'uploading' | 'waiting' | 'done' | 'failed' | 'cancelled';

export type UploadItem = {
  id: string;
  fileName: string;
  size: number;
  folderId: string;
  progress: number;
  status: UploadStatus;
  error?: string;
  /** False for a file refused before sending (empty, not audio): sending it again cannot help. */
  retryable?: boolean;
  recordingId?: string;
  /** While `waiting`: when the next attempt starts (epoch ms), and why. */
  retryAt?: number;
  retryReason?: string;
};

export type StartUpload = (
  file: File,
  folderId: string,
  onProgress: (fraction: number) => void,
) => UploadHandle<Recording>;

type UploadQueueState = {
  items: UploadItem[];
  /** Adds files and uploads them two at a time; each file succeeds, retries or fails on its own. */
  enqueue: (files: File[], folderId: string, start: StartUpload, onUploaded?: (recording: Recording) => void) => void;
  cancel: (id: string) => void;
  /** Sends a failed file again (the file is kept in memory until it is done, cancelled or cleared). */
  retry: (id: string) => void;
  /** Takes a failed or cancelled file off the list (an uploaded one goes by itself, see UPLOADED_SHOWN_MS). */
  dismiss: (id: string) => void;
};

export const PARALLEL_UPLOADS = 2;
/**
 * How long uploaded files stay listed once no upload is running: long enough to see the batch land, then the
 * list gives the originals their room back. Failed files stay until dismissed: their reason must be read.
 */
export const UPLOADED_SHOWN_MS = 4000;
const ACTIVE: readonly UploadStatus[] = ['queued', 'uploading', 'waiting'];
export const isActiveUpload = (item: UploadItem) => ACTIVE.includes(item.status);

type Job = {
  file: File;
  start: StartUpload;
  onUploaded: ((recording: Recording) => void) | undefined;
  retries: number;
  handle?: UploadHandle<Recording>;
  timer?: ReturnType<typeof setTimeout>;
};

/** Files and handles live outside the state: they are not serialisable and never rendered. */
const jobs = new Map<string, Job>();

/**
 * The upload queue: module-wide, so uploads keep going while the user moves between folders and pages of the
 * studio (only closing the tab stops them; the queue itself warns before that, see below).
 */
export const useUploadQueue = create<UploadQueueState>()((set, get) => {
  const patch = (id: string, changes: Partial<UploadItem>) =>
    set((state) => ({ items: state.items.map((item) => (item.id === id ? { ...item, ...changes } : item)) }));

  const run = (item: UploadItem, job: Job) => {
    patch(item.id, { status: 'uploading', progress: 0, retryAt: undefined, retryReason: undefined, error: undefined });
    const handle = job.start(job.file, item.folderId, (progress) => patch(item.id, { progress }));
    job.handle = handle;
    handle.done
      .then((recording) => {
        jobs.delete(item.id);
        patch(item.id, { status: 'done', progress: 1, recordingId: recording.id });
        job.onUploaded?.(recording);
      })
      .catch((error: unknown) => {
        job.handle = undefined;
        if (error instanceof DOMException && error.name === 'AbortError') {
          jobs.delete(item.id);
          patch(item.id, { status: 'cancelled' });
          return;
        }
        const delay = uploadRetryDelay(error, job.retries);
        const message = uploadFailureMessage(error, job.file);
        if (delay === null) {
          patch(item.id, { status: 'failed', error: message });
          return;
        }
        job.retries += 1;
        patch(item.id, { status: 'waiting', progress: 0, retryAt: Date.now() + delay, retryReason: message });
        job.timer = setTimeout(() => {
          job.timer = undefined;
          patch(item.id, { status: 'queued', retryAt: undefined });
          pump();
        }, delay);
      })
      .finally(() => {
        pump();
        clearUploadedLater();
      });
  };

  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => !get().items.some(isActiveUpload);
  const clearUploadedLater = () => {
    clearTimeout(clearTimer);
    if (!idle()) return;
    clearTimer = setTimeout(
      () => idle() && set((state) => ({ items: state.items.filter((item) => item.status !== 'done') })),
      UPLOADED_SHOWN_MS,
    );
  };

  const pump = () => {
    const items = get().items;
    const free = PARALLEL_UPLOADS - items.filter((item) => item.status === 'uploading').length;
    for (const item of items.filter((candidate) => candidate.status === 'queued').slice(0, Math.max(0, free))) {
      const job = jobs.get(item.id);
      if (job) run(item, job);
    }
  };

  return {
    items: [],
    enqueue: (files, folderId, start, onUploaded) => {
      const added = files.map((file): UploadItem => {
        const id = randomId();
        const item = { id, fileName: file.name, size: file.size, folderId, progress: 0 };
        // A file that cannot be audio the gateway takes fails at once, with the reason, and is never sent.
        const problem = uploadFileProblem(file);
        if (problem) return { ...item, status: 'failed', error: problem, retryable: false };
        jobs.set(id, { file, start, onUploaded, retries: 0 });
        return { ...item, status: 'queued' };
      });
      clearTimeout(clearTimer);
      set((state) => ({ items: [...state.items, ...added] }));
      pump();
    },
    cancel: (id) => {
      const job = jobs.get(id);
      if (!job) return;
      if (job.handle) return job.handle.cancel(); // the rejection marks it cancelled
      clearTimeout(job.timer);
      jobs.delete(id);
      patch(id, { status: 'cancelled', retryAt: undefined });
      clearUploadedLater();
    },
    retry: (id) => {
      const job = jobs.get(id);
      if (!job || get().items.find((item) => item.id === id)?.status !== 'failed') return;
      job.retries = 0;
      clearTimeout(clearTimer);
      patch(id, { status: 'queued', error: undefined, progress: 0 });
      pump();
    },
    dismiss: (id) =>
      set((state) => {
        if (state.items.some((item) => item.id === id && isActiveUpload(item))) return state;
        jobs.delete(id);
        return { items: state.items.filter((item) => item.id !== id) };
      }),
  };
});

/**
 * Closing or reloading the tab while any upload runs asks first, wherever in the studio the user is: uploads carry
 * on across in-app navigation (and with the Add panel folded away) but not across a reload. The queue guards
 * itself rather than the app's frame watching it, so pages where nothing can be uploaded never load the queue.
 */
let releaseUnload: (() => void) | undefined;
useUploadQueue.subscribe((state) => {
  const active = state.items.some(isActiveUpload);
  if (active && !releaseUnload) releaseUnload = guardUnload();
  if (!active && releaseUnload) {
    releaseUnload();
    releaseUnload = undefined;
  }
});
