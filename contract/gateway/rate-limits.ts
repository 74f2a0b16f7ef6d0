/** Documented gateway limits (gateway document "Limits"). */

export type RateCategory = 'fast' | 'slow';
export type RateLimit = { times: number; seconds: number };

export const DEFAULT_RATE_LIMITS: Record<RateCategory, RateLimit> = {
  fast: { times: 500, seconds: 300 },
  slow: { times: 100, seconds: 300 },
};

/**
 * Failed authentications allowed per client address in a window (not in the documents: the sandbox's and the
 * proxy's own guard). Generous for people (a mistyped password, an expired key), tight for guessing: 58,000
 * tries in 8 s was the attack.
 */
export const FAILED_AUTH_PER_ADDRESS: RateLimit = { times: 100, seconds: 300 };


/** Parses `fast=500/300,slow=100/300` (SANDBOX_RATE_LIMITS) over the defaults. */
export function parseRateLimits(spec: string | undefined): Record<RateCategory, RateLimit> {
  const limits = { fast: { ...DEFAULT_RATE_LIMITS.fast }, slow: { ...DEFAULT_RATE_LIMITS.slow } };
  for (const part of (spec ?? '').split(',').filter(Boolean)) {
    const match = /^(fast|slow)=(\d+)\/(\d+)$/.exec(part.trim());
    if (!match) throw new Error(`bad rate limit "${part}": expected e.g. fast=500/300`);
    limits[match[1] as RateCategory] = { times: Number(match[2]), seconds: Number(match[3]) };
  }
  return limits;
}

/** The upload limit the sandbox applies by default (413 above it); the real service does not document one. */
export const DEFAULT_MAX_UPLOAD_MB = 100;
export const DEFAULT_MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
