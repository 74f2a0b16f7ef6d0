import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { editCachedRecording, invalidateRecording } from './recording-cache';

export const relabelRecording = ({ recording, label }: { recording: Recording; label: string }) =>
  apiJson(Recording, `/api/recordings/${recording.id}`, { method: 'PATCH', body: { label } });

/** The server's answer replaces the recording wherever it is listed, then its lists are re-read (sorts by label). */
export function useRelabelRecordingMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: relabelRecording,
    meta: errorMeta('The label was not saved', options),
    onSuccess: async (answer, { recording }) => {
      await editCachedRecording(queryClient, recording, (row) => ({ ...row, ...answer }));
      await invalidateRecording(queryClient, recording);
    },
  });
}
