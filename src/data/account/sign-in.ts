import { useState } from 'react';
import type { User } from '@contract/gateway/auth';
import { apiJson } from '@/lib/http/api-client';
import { useCredentialsStore } from '@/lib/http/credentials-store';

export type SignIn =
  { method: 'password'; email: string; password: string } | { method: 'api-key'; apiKey: string; remember: boolean };

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
    const { LoginResponse } = await import('@contract/gateway/auth');
    const result = await apiJson(LoginResponse, '/api/login', {
      method: 'POST',
      body: { email: request.email, password: request.password },
    });
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

type SignInState = { pending: boolean; error: unknown; method: SignIn['method'] | null };
const IDLE: SignInState = { pending: false, error: null, method: null };

/**
 * The sign-in form's call and its state, in plain React state rather than a React Query mutation: the sign-in
 * page is many users' first load, and React Query comes with the first signed-in page instead. `onSignedIn`
 * takes the user on; until it settles the form stays pending. One call at a time.
 */
export function useSignIn(onSignedIn: (user: User) => Promise<void> | void) {
  const [state, setState] = useState<SignInState>(IDLE);
  const submit = (request: SignIn) => {
    if (state.pending) return;
    setState({ pending: true, error: null, method: request.method });
    signIn(request)
      .then(onSignedIn)
      .then(
        () => setState(IDLE),
        (error: unknown) => setState({ pending: false, error, method: request.method }),
      );
  };
  return { ...state, submit, reset: () => setState(IDLE) };
}
