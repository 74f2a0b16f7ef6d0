import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoteResponse } from '@contract/gateway/notes';
import type { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateRecording } from '@/data/recordings/recording-cache';

export const deleteNote = (recording: Recording) =>
  apiJson(NoteResponse, '/api/notes', { method: 'DELETE', body: { recording_id: recording.id } });

export function useDeleteNoteMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    meta: errorMeta('The note was not deleted', options),
    onSuccess: (_note, recording) => invalidateRecording(queryClient, recording),
  });
}
