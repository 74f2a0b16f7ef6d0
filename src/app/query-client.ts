import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/**
 * One client for the app and its route loaders. Client errors (4xx) are not retried, except 429 after its
 * Retry-After; network failures and 5xx are retried with backoff.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
        return failureCount < 3;
      },
      retryDelay: (attempt, error) =>
        error instanceof ApiError && error.retryAfterSeconds !== undefined
          ? error.retryAfterSeconds * 1000
          : Math.min(1000 * 2 ** attempt, 15_000),
    },
  },
});
