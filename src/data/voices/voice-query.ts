import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voice } from '@contract/gateway/voices';
import { ApiError } from '@/lib/http/api-error';
import { voiceKeys } from './keys';
import { voiceCatalogueQueryOptions } from './voice-catalogue-query';

/**
 * One voice. The gateway has no GET by id, so it is found in the catalogue (read once and cached for every page
 * that needs it); a voice that is not there is a 404, as a route's error page expects.
 */
export const voiceQueryOptions = (voiceId: string) =>
  queryOptions({
    queryKey: voiceKeys.detail(voiceId),
    queryFn: async ({ client }): Promise<Voice> => {
      const voice = (await client.fetchQuery(voiceCatalogueQueryOptions())).find(
        (candidate) => candidate.id === voiceId,
      );
      if (!voice) throw new ApiError(404, 'This voice is not in the catalogue');
      return voice;
    },
    staleTime: 5 * 60_000,
    meta: { handlesError: true },
  });

export const useVoice = (voiceId: string) => useQuery(voiceQueryOptions(voiceId));
