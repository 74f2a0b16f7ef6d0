import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RecordingDeleteResponse, type Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateAfterDeletes } from './conversion-cache';
import { recordingKeys } from './keys';
import { editCachedRecording, invalidateRecording } from './recording-cache';

export const deleteRecording = (recording: Recording) =>
  apiJson(RecordingDeleteResponse, `/api/recordings/${recording.id}`, { method: 'DELETE' });

/** A deleted recording leaves every cached list at once, and its own record and its original's lists go. */
export async function forgetDeletedRecording(queryClient: QueryClient, recording: Recording) {
  await editCachedRecording(queryClient, recording, () => null);
  queryClient.removeQueries({ queryKey: recordingKeys.detail(recording.id) });
  if (recording.type === 'original') queryClient.removeQueries({ queryKey: recordingKeys.original(recording.id) });
}

/**
 * Deleting an original takes its conversions along; deleting a conversion leaves the original. The recording
 * leaves every list at once, its record leaves the cache (its page must not show it again), and its folder, its
 * original and the statistics are re-read.
 */
export function useDeleteRecordingMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    meta: errorMeta('The recording was not deleted', options),
    onSuccess: async (_answer, recording) => {
      await forgetDeletedRecording(queryClient, recording);
      await Promise.all([invalidateRecording(queryClient, recording), invalidateAfterDeletes(queryClient)]);
    },
  });
}
