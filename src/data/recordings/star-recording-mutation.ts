import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { replayWhenReachable } from '@/data/replay-when-reachable';
import { editCachedRecording, invalidateRecording } from './recording-cache';

type Star = { recording: Recording; starred: boolean };

export const starRecording = ({ recording, starred }: Star) =>
  apiJson(Recording, `/api/recordings/${recording.id}`, { method: 'PATCH', body: { starred } });

/**
 * Star or unstar an original or a conversion: shown at once wherever the recording is listed, put back if the
 * server refuses (with a toast), and paused then replayed while the server is unreachable (replay-when-reachable).
 */
export function useStarRecordingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: starRecording,
    ...replayWhenReachable,
    meta: { errorTitle: 'The star was not saved' },
    onMutate: async ({ recording, starred }) => ({
      restore: await editCachedRecording(queryClient, recording, (row) => ({ ...row, starred })),
    }),
    onError: (_error, _star, context) => context?.restore(),
    onSettled: (_answer, _error, { recording }) => invalidateRecording(queryClient, recording),
  });
}
