import { queryOptions } from '@tanstack/react-query';
import { LoginResponse, User } from '../../../contract/gateway/auth';
import { apiFetch, apiJson } from '../../lib/api-client';
import { useCredentialsStore } from '../../lib/credentials-store';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};

/** The signed-in user (POST /api/auth resolves whichever credentials the tab holds). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => apiJson(User, '/api/auth', { method: 'POST', signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export async function signInWithPassword(email: string, password: string) {
  useCredentialsStore.getState().clear();
  const result = await apiJson(LoginResponse, '/api/login', { method: 'POST', body: { email, password } });
  useCredentialsStore.getState().setCredentials({ kind: 'session', csrfToken: result.csrf_token });
  return result.user;
}

/** A key is checked by asking who it belongs to before it is kept. */
export async function signInWithApiKey(apiKey: string) {
  useCredentialsStore.getState().setCredentials({ kind: 'api-key', apiKey });
  try {
    return await apiJson(User, '/api/auth', { method: 'POST' });
  } catch (error) {
    useCredentialsStore.getState().clear();
    throw error;
  }
}

/** Ends the server session when there is one; the local credentials go either way. */
export async function signOut() {
  const credentials = useCredentialsStore.getState().credentials;
  try {
    if (credentials?.kind === 'session') await apiFetch('/api/logout', { method: 'POST' });
  } finally {
    useCredentialsStore.getState().clear();
  }
}
