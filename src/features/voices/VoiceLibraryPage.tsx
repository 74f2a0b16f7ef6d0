import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Voice } from '@contract/gateway/voices';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { useFavouriteVoiceMutation } from '@/data/voices/favourite-voice-mutation';
import { voiceCatalogueQueryOptions } from '@/data/voices/voice-catalogue-query';
import { useSampleLoaders } from '@/data/voices/voice-sample';
import { voicesQueryOptions } from '@/data/voices/voices-query';
import { VoiceCard } from './VoiceCard';
import { VoiceFilters } from './VoiceFilters';
import { VoiceTable } from './VoiceTable';
import {
  DEFAULT_VOICE_LIST,
  VOICES_PAGE_SIZE,
  catalogueView,
  changeVoiceListState,
  needsCatalogue,
  searchFromVoiceListState,
  voiceListParams,
  voiceListStateFromSearch,
  type VoiceListState,
} from './voice-list-state';

/**
 * The voice library: a grid or a compact list of the catalogue with every filter, sort and the page in the URL,
 * so a filtered view survives a reload and can be shared. The gateway filters and pages; a name search or
 * "favourites only" is made in the tab from the whole catalogue (the gateway cannot filter by those).
 */
export function VoiceLibraryPage({ voiceHref }: { voiceHref: (voiceId: string) => string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = voiceListStateFromSearch(searchParams);
  const fromCatalogue = needsCatalogue(state);
  const page = useQuery({ ...voicesQueryOptions(voiceListParams(state)), enabled: !fromCatalogue });
  const catalogue = useQuery({ ...voiceCatalogueQueryOptions(), enabled: fromCatalogue });
  const query = fromCatalogue ? catalogue : page;
  const result = fromCatalogue
    ? catalogue.data && catalogueView(catalogue.data, state)
    : page.data && { list: page.data.list, count: page.data.pagination.count };
  const favourite = useFavouriteVoiceMutation();
  const samples = useSampleLoaders();

  const change = useCallback(
    (update: Partial<VoiceListState>) =>
      setSearchParams(
        (current) => searchFromVoiceListState(changeVoiceListState(voiceListStateFromSearch(current), update)),
        {
          // Typing and switching the view replace the entry; filters, sort and pages can be gone back through.
          replace: 'name' in update || 'nationality' in update || 'view' in update,
        },
      ),
    [setSearchParams],
  );
  const onFavourite = (voice: Voice) => favourite.mutate({ voice, favorite: !voice.favorite });
  const pages = Math.max(1, Math.ceil((result?.count ?? 0) / VOICES_PAGE_SIZE));
  const items = result?.list ?? [];
  // A page past the end (an old link, voices gone since) goes to the last page, in place of the entry, rather
  // than showing "24 voices" over nothing.
  const pastTheEnd = result !== undefined && state.page > pages;
  useEffect(() => {
    if (pastTheEnd)
      setSearchParams(
        (current) => searchFromVoiceListState(changeVoiceListState(voiceListStateFromSearch(current), { page: pages })),
        { replace: true },
      );
  }, [pastTheEnd, pages, setSearchParams]);

  return (
    <section aria-labelledby="voices-title" className="space-y-stack">
      <h1 id="voices-title" className="text-title font-semibold">
        Voices
      </h1>
      <VoiceFilters state={state} onChange={change} />
      <LoadFailure query={query} what="voices" />
      <p role="status" className="text-body text-ink-muted" data-testid="voice-total">
        {result ? `${result.count} voice${result.count === 1 ? '' : 's'}` : query.isFetching ? 'Loading voices…' : ''}
      </p>
      {result?.count === 0 && (
        <EmptyState
          message={
            state.favourites
              ? 'No favourite voice matches these filters. Mark voices with the heart on their card to find them here.'
              : 'No voice matches these filters.'
          }
          action={
            <Button
              onClick={() =>
                change({ ...DEFAULT_VOICE_LIST, view: state.view, sort: state.sort, direction: state.direction })
              }
            >
              Show all voices
            </Button>
          }
        />
      )}
      {items.length > 0 &&
        (state.view === 'grid' ? (
          <ul
            aria-label="Voices"
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={query.isFetching}
          >
            {items.map((voice) => (
              <VoiceCard
                key={voice.id}
                voice={voice}
                href={voiceHref(voice.id)}
                onFavourite={onFavourite}
                loadSample={samples.voice}
              />
            ))}
          </ul>
        ) : (
          <VoiceTable voices={items} hrefOf={voiceHref} onFavourite={onFavourite} loadSample={samples.voice} />
        ))}
      <Pager page={state.page} pages={pages} onPage={(page) => change({ page })} />
    </section>
  );
}
