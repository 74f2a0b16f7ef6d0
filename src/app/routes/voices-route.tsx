import { usePageTitle } from '@/lib/browser/use-page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { voiceCatalogueQueryOptions } from '@/data/voices/voice-catalogue-query';
import { voicesQueryOptions } from '@/data/voices/voices-query';
import { VoiceLibraryPage } from '@/features/voices/VoiceLibraryPage';
import { needsCatalogue, voiceListParams, voiceListStateFromSearch } from '@/features/voices/voice-list-state';
import { voicePath } from '@/app/paths';
import { queryClient } from '@/app/query-client';

/**
 * Starts reading what the URL asks for as the route loads, without holding the navigation: every filter click is
 * a navigation, and the controls must follow the click at once while the previous voices stay up.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const state = voiceListStateFromSearch(new URL(request.url).searchParams);
  void (needsCatalogue(state)
    ? queryClient.prefetchQuery(voiceCatalogueQueryOptions())
    : queryClient.prefetchQuery(voicesQueryOptions(voiceListParams(state))));
  return null;
}

export function Component() {
  usePageTitle('Voices');
  return <VoiceLibraryPage voiceHref={voicePath} />;
}
