import { queryOptions } from '@tanstack/react-query';
import { Voice, VoiceList } from '../../../contract/gateway/voices';
import { apiJson } from '../../lib/api-client';

const PAGE = 100;

export const voiceKeys = {
  all: ['voices'] as const,
  catalogue: () => [...voiceKeys.all, 'catalogue'] as const,
};

/**
 * The whole voice catalogue, read page by page until the count: the picker searches, filters and sorts it in
 * the tab (favourites first), which a catalogue of a few hundred voices allows.
 */
export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: voiceKeys.catalogue(),
    queryFn: async ({ signal }) => {
      const voices: Voice[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await apiJson(VoiceList, '/api/v2/voices', {
          query: { limit: PAGE, offset, sort: 'name', direction: 'asc' },
          signal,
        });
        voices.push(...page.list);
        if (page.list.length < PAGE || voices.length >= page.pagination.count) return voices;
      }
    },
    staleTime: 5 * 60_000,
  });

export const setVoiceFavorite = (voiceId: string, favorite: boolean) =>
  apiJson(Voice, `/api/v2/voices/favorite/${voiceId}`, { method: 'POST', body: { favorite } });
