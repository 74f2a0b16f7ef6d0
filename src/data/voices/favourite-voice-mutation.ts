import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Voice } from '@contract/gateway/voices';
import { apiJson } from '@/lib/http/api-client';
import { replayWhenReachable } from '@/data/replay-when-reachable';
import { editCachedVoice } from './voice-cache';

type Favourite = { voice: Pick<Voice, 'id'>; favorite: boolean };

export const favouriteVoice = ({ voice, favorite }: Favourite) =>
  apiJson(Voice, `/api/v2/voices/favorite/${voice.id}`, { method: 'POST', body: { favorite } });

/**
 * Mark or unmark a favourite: shown at once wherever the voice is listed, the server's answer kept, put back if
 * the server refuses (with a toast), paused and replayed while the server is unreachable.
 */
export function useFavouriteVoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: favouriteVoice,
    ...replayWhenReachable,
    meta: { errorTitle: 'The favourite was not saved' },
    onMutate: async ({ voice, favorite }) => ({
      restore: await editCachedVoice(queryClient, voice.id, (row) => ({ ...row, favorite })),
    }),
    onError: (_error, _favourite, context) => context?.restore(),
    onSuccess: (answer) => editCachedVoice(queryClient, answer.id, (row) => ({ ...row, ...answer })),
  });
}
