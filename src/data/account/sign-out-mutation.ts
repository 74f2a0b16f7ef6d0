import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http/api-client';
import { useCredentialsStore } from '@/lib/http/credentials-store';
import { currentUserQueryOptions } from './current-user-query';

/**
 * Ends the gateway session when there is one; the credentials this tab (and this device) kept go either way, so a
 * sign-out always signs out locally even when the server cannot be told.
 */
export async function signOut(): Promise<void> {
  const credentials = useCredentialsStore.getState().credentials;
  try {
    if (credentials?.kind === 'session') await apiFetch('/api/logout', { method: 'POST' });
  } finally {
    useCredentialsStore.getState().clear();
  }
}

/**
 * Nothing of this user stays in the cache, nor in the account's own browser databases (a shared browser keeps
 * none of their data). A failed logout call is not an error to the user: they are out.
 */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const userId = queryClient.getQueryData(currentUserQueryOptions().queryKey)?.id;
      await signOut().catch(() => undefined);
      // Loaded when used: it is needed once per sign-out, never on a page's first load.
      if (userId)
        await import('@/lib/browser/account-databases')
          .then(({ deleteAccountDatabases }) => deleteAccountDatabases(userId))
          .catch(() => undefined);
    },
    meta: { handlesError: true },
    onSettled: () => queryClient.clear(),
  });
}
