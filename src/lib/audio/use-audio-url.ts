import { useEffect, useState } from 'react';
import { useCredentialsStore } from '../http/credentials-store';
import { playableUrl } from './playable-url';

/** A storage path as a URL a media element can play (see playable-url.ts), kept for as long as the path is shown. */
export function useAudioUrl(path: string | null | undefined): { url: string | null; error: string | null } {
  const usesKey = useCredentialsStore((state) => state.credentials?.kind === 'api-key');
  const [blob, setBlob] = useState<{ path: string; url: string | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!path || !usesKey) return;
    const controller = new AbortController();
    let release = () => {};
    playableUrl(path, controller.signal)
      .then((playable) => {
        release = playable.release;
        setBlob({ path, url: playable.url, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setBlob({ path, url: null, error: error instanceof Error ? error.message : 'Audio failed to load' });
      });
    return () => {
      controller.abort();
      release();
    };
  }, [path, usesKey]);

  if (!path) return { url: null, error: null };
  if (!usesKey) return { url: path, error: null };
  return blob?.path === path ? { url: blob.url, error: blob.error } : { url: null, error: null };
}
