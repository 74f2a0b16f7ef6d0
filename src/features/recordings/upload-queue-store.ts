import { create } from 'zustand';
import type { Recording } from '../../../contract/gateway/recordings';
import { ApiError } from '../../lib/api-error';
import type { UploadHandle } from '../../lib/upload-with-progress';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export type UploadItem = {
  id: string;
  fileName: string;
  size: number;
  folderId: string;
  progress: number;
  status: UploadStatus;
  error?: string;
  recordingId?: string;
};

export type StartUpload = (file: File, folderId: string, onProgress: (fraction: number) => void) => UploadHandle<Recording>;

type UploadQueueState = {
  items: UploadItem[];
  /** Adds files and uploads them two at a time; each file succeeds or fails on its own. */
  enqueue: (files: File[], folderId: string, start: StartUpload, onUploaded?: (recording: Recording) => void) => void;
  cancel: (id: string) => void;
  clearFinished: () => void;
};

const PARALLEL_UPLOADS = 2;
const handles = new Map<string, UploadHandle<Recording>>();
const pending = new Map<string, { file: File; start: StartUpload; onUploaded: ((recording: Recording) => void) | undefined }>();

export const useUploadQueue = create<UploadQueueState>()((set, get) => {
  const patch = (id: string, changes: Partial<UploadItem>) =>
    set((state) => ({ items: state.items.map((item) => (item.id === id ? { ...item, ...changes } : item)) }));

  const pump = () => {
    const active = get().items.filter((item) => item.status === 'uploading').length;
    const next = get().items.filter((item) => item.status === 'queued').slice(0, Math.max(0, PARALLEL_UPLOADS - active));
    for (const item of next) {
      const job = pending.get(item.id);
      if (!job) continue;
      pending.delete(item.id);
      patch(item.id, { status: 'uploading' });
      const handle = job.start(job.file, item.folderId, (progress) => patch(item.id, { progress }));
      handles.set(item.id, handle);
      handle.done
        .then((recording) => {
          patch(item.id, { status: 'done', progress: 1, recordingId: recording.id });
          job.onUploaded?.(recording);
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') patch(item.id, { status: 'cancelled' });
          else patch(item.id, { status: 'failed', error: error instanceof ApiError ? error.message : 'Upload failed' });
        })
        .finally(() => {
          handles.delete(item.id);
          pump();
        });
    }
  };

  return {
    items: [],
    enqueue: (files, folderId, start, onUploaded) => {
      const added = files.map((file) => {
        const id = crypto.randomUUID();
        pending.set(id, { file, start, onUploaded });
        return { id, fileName: file.name, size: file.size, folderId, progress: 0, status: 'queued' as const };
      });
      set((state) => ({ items: [...state.items, ...added] }));
      pump();
    },
    cancel: (id) => {
      if (pending.delete(id)) patch(id, { status: 'cancelled' });
      handles.get(id)?.cancel();
    },
    clearFinished: () => set((state) => ({ items: state.items.filter((item) => item.status === 'queued' || item.status === 'uploading') })),
  };
});
