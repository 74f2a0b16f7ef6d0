import { redirect } from 'react-router';
import { currentUserQueryOptions } from '../features/auth/auth-api';
import { ApiError } from '../lib/api-error';
import { useCredentialsStore } from '../lib/credentials-store';
import { queryClient } from './query-client';

export function signInPath(next: string): string {
  return `/sign-in?next=${encodeURIComponent(next)}`;
}

/** Loader guard: the signed-in user, or a redirect to sign in that comes back to the requested page. */
export async function requireUser(request: Request) {
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  if (!useCredentialsStore.getState().credentials) throw redirect(signInPath(next));
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(signInPath(next));
    throw error;
  }
}
