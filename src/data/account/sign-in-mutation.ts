import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/gateway/auth';
import { apiJson } from '../../lib/http/api-client';
import { useCredentialsStore } from '../../lib/http/credentials-store';
import { errorMeta, type CallerOptions } from '../caller-options';
import { accountKeys } from './keys';

export type SignIn =
  | { method: 'password'; email: string; password: string }
  | { method: 'api-key'; apiKey: string; remember: boolean };

/**
 * A password sign-in opens a gateway session (its HttpOnly cookie plus the CSRF token kept here). An API key is
 * checked by asking who it belongs to before it is kept: for this tab only, unless `remember` keeps it on the
 * device (credentials-store.ts). The answers' schemas (and zod with them) load when the form is sent, not with
 * the sign-in page.
 */
export async function signIn(request: SignIn): Promise<User> {
  const store = useCredentialsStore.getState();
  store.clear();
  if (request.method === 'password') {
    const { LoginResponse } = await import('../../../contract/gateway/auth');
    const result = await apiJson(LoginResponse, '/api/login', { method: 'POST', body: { email: request.email, password: request.password } });
    store.setCredentials({ kind: 'session', csrfToken: result.csrf_token });
    return result.user;
  }
  store.setCredentials({ kind: 'api-key', apiKey: request.apiKey }, { remember: request.remember });
  try {
    const { fetchCurrentUser } = await import('./current-user-query');
    return await fetchCurrentUser();
  } catch (error) {
    store.clear();
    throw error;
  }
}

/** Whatever another user left in the cache goes; the new user is cached so the first page does not ask again. */
export function useSignInMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: errorMeta('Sign-in failed', options),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(accountKeys.currentUser(), user);
    },
  });
}
