import { isConnectionFailure } from '@/lib/http/api-error';

/**
 * Mutation settings for toggles (star, favourite): sent at once when the server is reachable; made while it is
 * not (or failing because it just went away), they are paused by React Query and replayed when the reachability
 * probe sees it again (src/lib/http/connectivity.ts drives `onlineManager`). A toggle sets a value, so sending it
 * again is harmless. Failures on the merits (403, 404, 422) are not retried. Paused toggles live in this tab's
 * memory: a reload before the server returns drops them, and the list shows the server's value again.
 */
export const replayWhenReachable = {
  networkMode: 'online',
  retry: (failureCount: number, error: unknown) => isConnectionFailure(error) && failureCount < 5,
  retryDelay: 1000,
} as const;
