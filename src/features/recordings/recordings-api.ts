import { queryOptions } from '@tanstack/react-query';
import {
  FINAL_RECORDING_STATES,
  Recording,
  RecordingDeleteResponse,
  RecordingList,
  type RecordingPatch,
  type RecordingTtsV2Create,
} from '../../../contract/gateway/recordings';
import type { Direction } from '../../../contract/gateway/common';
import { apiJson } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';

export const recordingKeys = {
  all: ['recordings'] as const,
  originals: (folderId: string) => [...recordingKeys.all, 'originals', folderId] as const,
  originalsPage: (folderId: string, page: OriginalsPage) => [...recordingKeys.originals(folderId), page] as const,
  detail: (id: string) => [...recordingKeys.all, 'detail', id] as const,
};

export type OriginalsPage = { direction: Direction; limit: number; offset: number };

export const originalsQueryOptions = (folderId: string, page: OriginalsPage) =>
  queryOptions({
    queryKey: recordingKeys.originalsPage(folderId, page),
    queryFn: ({ signal }) => apiJson(RecordingList, '/api/recordings/originals', { query: { folder_id: folderId, ...page }, signal }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.list.some((row) => !FINAL_RECORDING_STATES.includes(row.state)) ? 1500 : false),
  });

/**
 * The newest conversions in a folder (conversions live beside their originals), for the per-row state summary.
 * One request of 200 rather than one per row; older conversions in very busy folders are not summarised.
 */
export const folderConversionsQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: [...recordingKeys.originals(folderId), 'conversions'] as const,
    queryFn: async ({ signal }) =>
      (await apiJson(RecordingList, '/api/recordings', { query: { folder_id: folderId, limit: 200, direction: 'desc' }, signal })).list.filter(
        (row) => row.type === 'converted',
      ),
    refetchInterval: (query) => (query.state.data?.some((row) => !FINAL_RECORDING_STATES.includes(row.state)) ? 2000 : false),
    // Orders are placed from another feature's form; read afresh whenever the folder is shown.
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

export function uploadOriginal(file: File | Blob, folderId: string, onProgress: (fraction: number) => void, options: { microphone?: string; fileName?: string } = {}) {
  const form = new FormData();
  form.set('parent_folder_id', folderId);
  form.set('microphone', options.microphone ?? 'file');
  form.set('data', file, options.fileName ?? (file instanceof File ? file.name : 'recording.webm'));
  return uploadWithProgress<Recording>('/api/recordings', form, onProgress);
}

