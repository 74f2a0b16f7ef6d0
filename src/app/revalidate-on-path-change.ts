import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Loaders that read the signed-in user or the project do not depend on the query string: a folder view that
 * writes its scroll page, sort or direction into the URL must not re-run them on every change.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
