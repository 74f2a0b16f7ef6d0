import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoteResponse } from '@contract/gateway/notes';
import type { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateRecording } from '@/data/recordings/recording-cache';

/** Notes are keyed by recording (one per recording): POST creates the first, PUT replaces it. */
export const saveNote = ({ recording, text }: { recording: Recording; text: string }) =>
  apiJson(NoteResponse, '/api/notes', {
    method: recording.note ? 'PUT' : 'POST',
    body: { recording_id: recording.id, text },
  });

/** Fails visibly (the editor keeps the draft) rather than waiting for an unreachable server. */
export function useSaveNoteMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    meta: errorMeta('The note was not saved', options),
    onSuccess: (_note, { recording }) => invalidateRecording(queryClient, recording),
  });
}
