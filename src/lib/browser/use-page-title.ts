import { useEffect } from 'react';

const APP_NAME = 'Voice Studio';

/** The tab's title for this page, most specific part first: `usePageTitle(recording, project)` gives "take 3 · Radio spot · Voice Studio". Parts not loaded yet are left out. */
export function usePageTitle(...parts: Array<string | null | undefined>): void {
  const title = [...parts.filter((part): part is string => Boolean(part)), APP_NAME].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
