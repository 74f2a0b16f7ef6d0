import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Recording, type RecordingTtsV2Create } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateFolderRecordings } from './recording-cache';

/** A text-to-speech original (v2 endpoint); the language is detected by the service when omitted. */
export const createTtsOriginal = (body: RecordingTtsV2Create) =>
  apiJson(Recording, '/api/v2/recordings/tts', { method: 'POST', body });

/**
 * The new original shows in its folder. Not replayed after an outage: creating is not idempotent, so a failure is
 * reported at once and the form keeps the text for the user to send again.
 */
export function useCreateTtsOriginalMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTtsOriginal,
    meta: errorMeta('The recording was not created', options),
    onSuccess: (recording) => invalidateFolderRecordings(queryClient, recording.parent_folder_id),
  });
}
