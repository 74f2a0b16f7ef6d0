import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: below it lists are cards, secondary actions fold into a menu. */
export const WIDE_QUERY = '(min-width: 48rem)';
/** Tailwind's `lg`: from here a project's folder tree sits beside its content instead of folding above it. */
export const LARGE_QUERY = '(min-width: 64rem)';

/** Whether a CSS media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => true,
  );
}
