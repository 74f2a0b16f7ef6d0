import type { LoaderFunctionArgs } from 'react-router';
import { voiceCatalogueQueryOptions } from '../../data/voices/voice-catalogue-query';
import { voicesQueryOptions } from '../../data/voices/voices-query';
import { VoiceLibraryPage } from '../../features/voices/VoiceLibraryPage';
import { needsCatalogue, voiceListParams, voiceListStateFromSearch } from '../../features/voices/voice-list-state';
import { voicePath } from '../paths';
import { queryClient } from '../query-client';

/** Starts reading what the URL asks for, so a shared or reloaded link renders with its voices. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = voiceListStateFromSearch(new URL(request.url).searchParams);
  const read = needsCatalogue(state) ? queryClient.prefetchQuery(voiceCatalogueQueryOptions()) : queryClient.prefetchQuery(voicesQueryOptions(voiceListParams(state)));
  await read;
  return null;
}

export function Component() {
  return <VoiceLibraryPage voiceHref={voicePath} />;
}
