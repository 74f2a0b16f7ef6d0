import { queryOptions, useQuery } from '@tanstack/react-query';
import { User } from '@contract/gateway/auth';
import { apiJson } from '@/lib/http/api-client';
import { accountKeys } from './keys';

/** POST /api/auth resolves whichever credentials the tab holds (session cookie or API key) to the user. */
export const fetchCurrentUser = (signal?: AbortSignal) => apiJson(User, '/api/auth', { method: 'POST', signal });

/** The signed-in user; the root route's loader reads it, and a 401 there means "sign in". */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { handlesError: true },
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
