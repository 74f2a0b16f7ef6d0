/**
 * The gateway's documented per-user rate limits (gateway document "Limits"): part of the API itself, which the
 * studio's users and the sandbox both meet, so they stay in the contract as data (no parsing, no enforcement).
 */

export type RateCategory = 'fast' | 'slow';
export type RateLimit = { times: number; seconds: number };

export const DEFAULT_RATE_LIMITS: Record<RateCategory, RateLimit> = {
  fast: { times: 500, seconds: 300 },
  slow: { times: 100, seconds: 300 },
};
