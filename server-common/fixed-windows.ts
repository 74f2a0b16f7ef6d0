import type { RateLimit } from '../contract/gateway/rate-limits';

type Window = { startedAt: number; count: number };

/**
 * Counters in fixed windows, one per key (a user, an address, an account). Shared by the sandbox's gateway
 * limits and the proxy's sign-in guard so both count the same way. In memory: each is one process (the proxy's
 * copies share only what Redis holds).
 */
export class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(
    /** The longest window in use: finished windows older than this are dropped when the map grows. */
    private readonly longestMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** Counts one event for `key`; returns the count in the current window and the seconds until it ends. */
  hit(key: string, limit: RateLimit): { count: number; retryAfter: number } {
    const current = this.now();
    const window = this.current(key, limit, current) ?? this.open(key, current);
    window.count += 1;
    return { count: window.count, retryAfter: this.secondsLeft(window, limit, current) };
  }

  /** Seconds until `key` may go on when it has already used `limit.times` in this window, else 0 (counts nothing). */
  blockedFor(key: string, limit: RateLimit): number {
    const current = this.now();
    const window = this.current(key, limit, current);
    return window && window.count >= limit.times ? this.secondsLeft(window, limit, current) : 0;
  }

  private current(key: string, limit: RateLimit, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && now - window.startedAt < limit.seconds * 1000 ? window : undefined;
  }

  private open(key: string, now: number): Window {
    if (this.windows.size >= this.maxEntries) {
      // Finished windows are only bookkeeping; dropping them keeps the map bounded by the active keys.
      for (const [stale, entry] of this.windows)
        if (now - entry.startedAt >= this.longestMs) this.windows.delete(stale);
    }
    const window = { startedAt: now, count: 0 };
    this.windows.set(key, window);
    return window;
  }

  private secondsLeft(window: Window, limit: RateLimit, now: number): number {
    return Math.max(1, Math.ceil((window.startedAt + limit.seconds * 1000 - now) / 1000));
  }
}
