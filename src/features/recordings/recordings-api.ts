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

