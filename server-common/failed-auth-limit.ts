import type { RateLimit } from '../contract/gateway/rate-limits';

/**
 * Failed authentications allowed per client address in a window (not in the documents: the sandbox's and the
 * proxy's own guard). Generous for people (a mistyped password, an expired key), tight for guessing: 58,000
 * tries in 8 s was the attack.
 */
export const FAILED_AUTH_PER_ADDRESS: RateLimit = { times: 100, seconds: 300 };
