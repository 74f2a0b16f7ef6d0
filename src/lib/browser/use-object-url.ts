import { useEffect, useState } from 'react';

/**
 * A blob URL for a Blob held in memory or IndexedDB, revoked when the blob changes or the component goes. The
 * URL is made in the effect, not during render, so creation and revocation stay paired under StrictMode's
 * mount–unmount–mount (a URL made in render would be revoked by the first cleanup and never remade).
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an external resource paired with its revocation below
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return blob ? url : null;
}
