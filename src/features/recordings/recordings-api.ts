import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Direction } from '../../../contract/gateway/common';
import {
  FINAL_RECORDING_STATES,
  MICROPHONE_FILE,
  Recording,
  RecordingDeleteResponse,
  RecordingList,
  type RecordingPatch,
  type RecordingTtsV2Create,
} from '../../../contract/gateway/recordings';
import { apiJson } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { ORIGINALS_PAGE_SIZE } from './originals-window';

export const recordingKeys = {
  all: ['recordings'] as const,
  /** Everything shown for a folder (its pages of originals and the conversion summary): invalidated together. */
  folder: (folderId: string) => [...recordingKeys.all, 'folder', folderId] as const,
  originalsPage: (folderId: string, direction: Direction, page: number) => [...recordingKeys.folder(folderId), 'originals', direction, page] as const,
  folderConversions: (folderId: string) => [...recordingKeys.folder(folderId), 'conversions'] as const,
  conversionCount: (originalId: string) => [...recordingKeys.all, 'conversion-count', originalId] as const,
  detail: (id: string) => [...recordingKeys.all, 'detail', id] as const,
};

const unfinished = (rows: readonly Pick<Recording, 'state'>[] | undefined) => rows?.some((row) => !FINAL_RECORDING_STATES.includes(row.state)) ?? false;

/**
 * One page (0-based, 200 rows) of a folder's originals in creation order. A page showing an original that is
 * still being made (a text-to-speech original) is polled until it is done.
 */
export const originalsPageQueryOptions = (folderId: string, direction: Direction, page: number) =>
  queryOptions({
    queryKey: recordingKeys.originalsPage(folderId, direction, page),
    queryFn: ({ signal }) =>
      apiJson(RecordingList, '/api/recordings/originals', {
        query: { folder_id: folderId, direction, limit: ORIGINALS_PAGE_SIZE, offset: page * ORIGINALS_PAGE_SIZE },
        signal,
      }),
    refetchInterval: (query) => (unfinished(query.state.data?.list) ? 1500 : false),
  });

/**
 * The newest conversions in a folder (conversions live beside their originals), for the per-row state summary.
 * One request of 200 rather than one per row: a simplification that leaves conversions older than the newest
 * 200 recordings of a very busy folder out of the summary (each original's own page lists all of them).
 */
export const folderConversionsQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: recordingKeys.folderConversions(folderId),
    queryFn: async ({ signal }) =>
      (await apiJson(RecordingList, '/api/recordings', { query: { folder_id: folderId, limit: 200, direction: 'desc' }, signal })).list.filter(
        (row) => row.type === 'converted',
      ),
    refetchInterval: (query) => (unfinished(query.state.data) ? 2000 : false),
    // Orders are placed from another feature's form; read afresh whenever the folder is shown.
    staleTime: 0,
  });

/** How many conversions an original has (its delete takes them along). */
export const conversionCountQueryOptions = (originalId: string) =>
  queryOptions({
    queryKey: recordingKeys.conversionCount(originalId),
    queryFn: async ({ signal }) =>
      (await apiJson(RecordingList, '/api/recordings/conversions', { query: { original_id: originalId, limit: 1 }, signal })).pagination.count,
    staleTime: 0,
  });

/** Conversion states per original: how many are done, working and failed. */
export function conversionSummary(conversions: readonly Pick<Recording, 'original_id' | 'state'>[]) {
  const summary = new Map<string, { done: number; working: number; failed: number }>();
  for (const conversion of conversions) {
    if (!conversion.original_id) continue;
    const entry = summary.get(conversion.original_id) ?? { done: 0, working: 0, failed: 0 };
    if (conversion.state === 'done') entry.done += 1;
    else if (conversion.state === 'error') entry.failed += 1;
    else entry.working += 1;
    summary.set(conversion.original_id, entry);
  }
  return summary;
}

export const recordingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recordingKeys.detail(id),
    queryFn: ({ signal }) => apiJson(Recording, `/api/recordings/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && !FINAL_RECORDING_STATES.includes(query.state.data.state) ? 1000 : false),
  });

/** A text-to-speech original (v2 endpoint); the language is detected by the service when omitted. */
export const createTtsOriginal = (body: RecordingTtsV2Create) => apiJson(Recording, '/api/v2/recordings/tts', { method: 'POST', body });

export const patchRecording = (id: string, patch: RecordingPatch) => apiJson(Recording, `/api/recordings/${id}`, { method: 'PATCH', body: patch });

export const deleteRecording = (id: string) => apiJson(RecordingDeleteResponse, `/api/recordings/${id}`, { method: 'DELETE' });

/**
 * Applies a change to an original wherever the folder view and its page hold it, before the server answers
 * (a star click shows at once); the caller invalidates afterwards so the server's answer wins.
 */
export function updateCachedRecording(queryClient: QueryClient, recording: Pick<Recording, 'id' | 'parent_folder_id'>, change: Partial<Recording>) {
  queryClient.setQueryData(recordingKeys.detail(recording.id), (data: Recording | undefined) => (data ? { ...data, ...change } : data));
  if (!recording.parent_folder_id) return;
  queryClient.setQueriesData<RecordingList | Recording[]>({ queryKey: recordingKeys.folder(recording.parent_folder_id) }, (data) =>
    data && !Array.isArray(data) ? { ...data, list: data.list.map((row) => (row.id === recording.id ? { ...row, ...change } : row)) } : data,
  );
}

/** Re-reads a folder's view (pages and conversion summary) after something in it changed. */
export const invalidateFolder = (queryClient: QueryClient, folderId: string | null | undefined) =>
  folderId ? queryClient.invalidateQueries({ queryKey: recordingKeys.folder(folderId) }) : Promise.resolve();

type UploadOptions = { microphone?: string; fileName?: string; label?: string };

/** POST /api/recordings with progress; `microphone` is `file` for a picked file, else the input's name. */
export function uploadOriginal(file: File | Blob, folderId: string, onProgress: (fraction: number) => void, options: UploadOptions = {}) {
  const form = new FormData();
  form.set('parent_folder_id', folderId);
  form.set('microphone', options.microphone ?? MICROPHONE_FILE);
  if (options.label) form.set('label', options.label);
  form.set('data', file, options.fileName ?? (file instanceof File ? file.name : 'recording.webm'));
  return uploadWithProgress<Recording>('/api/recordings', form, onProgress);
}
