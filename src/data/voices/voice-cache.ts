import type { QueryClient } from '@tanstack/react-query';
import type { Voice, VoiceList } from '@contract/gateway/voices';
import { voiceKeys } from './keys';

type Cached = Voice | Voice[] | VoiceList | undefined;

function applyTo(data: Cached, id: string, edit: (voice: Voice) => Voice): Cached {
  if (!data) return data;
  const editList = (voices: Voice[]) => voices.map((voice) => (voice.id === id ? edit(voice) : voice));
  if (Array.isArray(data)) return editList(data);
  if (Array.isArray(data.list)) return { ...(data as VoiceList), list: editList((data as VoiceList).list) };
  const one = data as Voice;
  return one.id === id ? edit(one) : one;
}

/**
 * Changes one voice wherever the catalogue cache holds it (pages, the whole catalogue, search results, the voice
 * itself) and returns how to put it back. Samples under the same root are left alone.
 */
export async function editCachedVoice(queryClient: QueryClient, voiceId: string, edit: (voice: Voice) => Voice) {
  const holdsVoices = {
    queryKey: voiceKeys.all,
    predicate: (query: { queryKey: readonly unknown[] }) => !String(query.queryKey[1]).endsWith('samples'),
  };
  await queryClient.cancelQueries(holdsVoices);
  const snapshot = queryClient.getQueriesData<Cached>(holdsVoices);
  queryClient.setQueriesData<Cached>(holdsVoices, (data) => applyTo(data, voiceId, edit));
  return () => snapshot.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
}
