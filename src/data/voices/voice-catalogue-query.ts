import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAllPages } from '@/data/read-all-pages';
import { voiceKeys } from './keys';
import { fetchVoices } from './voices-query';

/** The largest page of voices the gateway serves. */
const PAGE = 100;

export const fetchVoiceCatalogue = (signal?: AbortSignal) =>
  readAllPages(PAGE, (offset) => fetchVoices({ limit: PAGE, offset, sort: 'name', direction: 'asc' }, signal));

/**
 * The whole catalogue, read page by page until the count: the order form's picker searches, filters and sorts
 * it in the tab (favourites first), which a catalogue of a few hundred voices allows.
 */
export const voiceCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: voiceKeys.catalogue(),
    queryFn: ({ signal }) => fetchVoiceCatalogue(signal),
    staleTime: 5 * 60_000,
    meta: { handlesError: true },
  });

export const useVoiceCatalogue = () => useQuery(voiceCatalogueQueryOptions());
