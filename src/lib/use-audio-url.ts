import { useEffect, useState } from 'react';
import { apiFetch } from './api-client';
import { useCredentialsStore } from './credentials-store';

/**
 * A URL a media element can play. With a session the storage path plays directly (the cookie goes along and the
 * browser streams with Range requests). A media element cannot send an `api-key` header, so with API-key sign-in
 * the file is fetched once into a blob URL: long files then download fully before playing (a known cost).
 */
export function useAudioUrl(path: string | null | undefined): { url: string | null; error: string | null } {
  const usesKey = useCredentialsStore((state) => state.credentials?.kind === 'api-key');
  const [blob, setBlob] = useState<{ path: string; url: string | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!path || !usesKey) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiFetch(path, { signal: controller.signal })
      .then((response) => response.blob())
      .then((data) => {
        objectUrl = URL.createObjectURL(data);
        setBlob({ path, url: objectUrl, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setBlob({ path, url: null, error: error instanceof Error ? error.message : 'Audio failed to load' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, usesKey]);

  if (!path) return { url: null, error: null };
  if (!usesKey) return { url: path, error: null };
  return blob?.path === path ? { url: blob.url, error: blob.error } : { url: null, error: null };
}
