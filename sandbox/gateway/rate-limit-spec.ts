import { DEFAULT_RATE_LIMITS, type RateCategory, type RateLimit } from '../../contract/gateway/rate-limits';

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
