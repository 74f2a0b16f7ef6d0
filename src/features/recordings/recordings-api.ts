import { queryOptions } from '@tanstack/react-query';
import { NoteResponse } from '../../../contract/gateway/notes';
import { Recording, RecordingDeleteResponse, RecordingList, type RecordingPatch } from '../../../contract/gateway/recordings';
import type { Direction } from '../../../contract/gateway/common';
import { apiFetch, apiJson } from '../../lib/api-client';
import { parsePeaks } from '../../lib/peaks';
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
  });

export const recordingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recordingKeys.detail(id),
    queryFn: ({ signal }) => apiJson(Recording, `/api/recordings/${id}`, { signal }),
  });

export const patchRecording = (id: string, patch: RecordingPatch) => apiJson(Recording, `/api/recordings/${id}`, { method: 'PATCH', body: patch });

export const deleteRecording = (id: string) => apiJson(RecordingDeleteResponse, `/api/recordings/${id}`, { method: 'DELETE' });

export const saveNote = (recordingId: string, text: string, exists: boolean) =>
  apiJson(NoteResponse, '/api/notes', { method: exists ? 'PUT' : 'POST', body: { recording_id: recordingId, text } });

export const deleteNote = (recordingId: string) => apiJson(NoteResponse, '/api/notes', { method: 'DELETE', body: { recording_id: recordingId } });

export function uploadOriginal(file: File | Blob, folderId: string, onProgress: (fraction: number) => void, options: { microphone?: string; fileName?: string } = {}) {
  const form = new FormData();
  form.set('parent_folder_id', folderId);
  form.set('microphone', options.microphone ?? 'file');
  form.set('data', file, options.fileName ?? (file instanceof File ? file.name : 'recording.webm'));
  return uploadWithProgress<Recording>('/api/recordings', form, onProgress);
}

/** The peaks behind `waveform_url`, parsed tolerantly (see parsePeaks). */
export const peaksQueryOptions = (waveformUrl: string | null | undefined) =>
  queryOptions({
    queryKey: [...recordingKeys.all, 'peaks', waveformUrl] as const,
    queryFn: async ({ signal }) => parsePeaks(await (await apiFetch(waveformUrl!, { signal })).json()),
    enabled: Boolean(waveformUrl),
    staleTime: Infinity,
  });
