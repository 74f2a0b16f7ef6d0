import { redirect } from 'react-router';
import { currentUserQueryOptions } from '@/data/account/current-user-query';
import { ApiError } from '@/lib/http/api-error';
import { useCredentialsStore } from '@/lib/http/credentials-store';
import { signInPath } from './paths';
import { queryClient } from './query-client';

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
