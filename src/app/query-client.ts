import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast/toast';
import type { ErrorMeta } from '@/data/query-meta';
import { ApiError, isConnectionFailure } from '@/lib/http/api-error';
import { followReachability } from '@/lib/http/query-reachability';
import { watchFinishedConversions } from '@/data/recordings/conversion-cache';

/**
 * Failures nobody else reports are toasted with the server's message, so no mutation fails silently. Skipped:
 * callers that show the failure themselves (`meta.handlesError`), a 401 (the app is already taking the user to
 * sign in), a 429 (the countdown notice says it), and for reads a lost connection (the banner and the lists say
 * it; a change that was not made is still toasted).
 */
export function reportUnhandled(error: unknown, meta: ErrorMeta | undefined, kind: 'query' | 'mutation'): void {
  if (meta?.handlesError) return;
  if (error instanceof ApiError && (error.status === 401 || error.status === 429)) return;
  if (kind === 'query' && isConnectionFailure(error)) return;
  const message = error instanceof Error ? error.message : 'Something went wrong';
  toast.error(meta?.errorTitle ? `${meta.errorTitle}: ${message}` : message);
}

/**
 * One client for the app and its route loaders. Client errors (4xx) are not retried, except 429 after its
 * Retry-After; network failures and 5xx are retried with backoff (and, while the server is unreachable, wait:
 * src/lib/http/connectivity.ts tells React Query when it is).
 *
 * Mutations default to `networkMode: 'always'`: a change made while the server cannot be reached is sent and
 * fails visibly at once, and the form that made it keeps what was typed (creating, renaming, ordering, notes:
 * replaying those later could surprise, or spend credits, when the user has moved on). Toggles opt into being
 * paused and replayed instead (src/data/replay-when-reachable.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportUnhandled(error, query.meta, 'query') }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportUnhandled(error, mutation.meta, 'mutation'),
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
            return false;
          return failureCount < 3;
        },
        retryDelay: (attempt, error) =>
          error instanceof ApiError && error.retryAfterSeconds !== undefined
            ? error.retryAfterSeconds * 1000
            : Math.min(1000 * 2 ** attempt, 15_000),
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The app's one client. This module loads with the first signed-in page (root-route.tsx) or when a sign-in
 * succeeds, never with the sign-in page itself: React Query is about 10 kB of the first load there.
 */
export const queryClient = createQueryClient();
// When the server goes away, everything on screen may be outdated: active reads are asked again, wait (showing
// the failure over their data) and run as soon as the server answers.
followReachability(() => void queryClient.invalidateQueries());
// The balance and the statistics follow conversions as they finish.
watchFinishedConversions(queryClient);
