import { ApiError } from '@/lib/http/api-error';

/** Statuses that mean "the server was not reached or not ready", worth sending the same file again. */
const TRANSIENT = new Set([0, 502, 503, 504]);
export const MAX_NETWORK_RETRIES = 3;
export const MAX_RATE_LIMIT_RETRIES = 5;

/**
 * When to send a failed upload again, in milliseconds, or null to give up and show the error on the file.
 * A 429 waits what Retry-After asks; a lost connection backs off 2, 4, 8 s; anything the server refused on
 * its merits (wrong format 400, too large 413, 422, 401, 403) is final.
 */
export function uploadRetryDelay(error: unknown, retriesSoFar: number): number | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return retriesSoFar < MAX_RATE_LIMIT_RETRIES ? (error.retryAfterSeconds ?? 5) * 1000 : null;
  if (TRANSIENT.has(error.status)) return retriesSoFar < MAX_NETWORK_RETRIES ? 2000 * 2 ** retriesSoFar : null;
  return null;
}
