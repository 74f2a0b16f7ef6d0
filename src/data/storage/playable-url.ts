import { apiFetch } from '@/lib/http/api-client';
import { useCredentialsStore } from '@/lib/http/credentials-store';

/** A URL a media element can play, and how to let it go when it is no longer needed. */
export type PlayableUrl = { url: string; release: () => void };

/** Whether the tab signs in with an API key, which a media element cannot send. */
export const signsInWithKey = () => useCredentialsStore.getState().credentials?.kind === 'api-key';

/**
 * A storage path made playable. With a session the path plays directly (the cookie goes along and the browser
 * streams with Range requests). A media element cannot send an `api-key` header, so with API-key sign-in the file
 * is fetched once into a blob URL: long files then download fully before playing (a known cost).
 */
export async function playableUrl(path: string, signal?: AbortSignal): Promise<PlayableUrl> {
  if (!signsInWithKey()) return { url: path, release: () => {} };
  const blob = await (await apiFetch(path, { signal })).blob();
  const url = URL.createObjectURL(blob);
  return { url, release: () => URL.revokeObjectURL(url) };
}
