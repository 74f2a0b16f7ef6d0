/** Failed sign-ins for one account from one address that cost nothing: a few typos. */
const FREE_FAILURES = 5;
/** The longest wait between two tries (then it stays there). */
const MAX_DELAY_SECONDS = 300;
/** A pair with no failure for this long starts again from nothing. */
const FORGET_AFTER_MS = 15 * 60_000;

type Failures = { count: number; lastAt: number };

/**
 * A growing delay, rather than a lock, per account and address: past a few failures each further try must wait
 * 1 s, then 2, 4, … up to 5 minutes after the last failure. Guessing from one address slows to a crawl while
 * the owner, at their own address, is not affected at all. Pairs are kept in the order of their last failure,
 * so the forgotten ones are dropped from the front as new failures come.
 */
export class SignInBackoff {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds the pair must still wait before its next try, or 0. */
  waitFor(pair: string): number {
    const entry = this.failures.get(pair);
    if (!entry || entry.count < FREE_FAILURES) return 0;
    const delayMs = Math.min(2 ** (entry.count - FREE_FAILURES), MAX_DELAY_SECONDS) * 1000;
    const left = entry.lastAt + delayMs - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  failed(pair: string): void {
    const now = this.now();
    for (const [stale, entry] of this.failures) {
      if (now - entry.lastAt < FORGET_AFTER_MS) break;
      this.failures.delete(stale);
    }
    const count = (this.failures.get(pair)?.count ?? 0) + 1;
    this.failures.delete(pair);
    this.failures.set(pair, { count, lastAt: now });
  }

  succeeded(pair: string): void {
    this.failures.delete(pair);
  }

  /** Pairs held, for the tests that bound memory. */
  get size(): number {
    return this.failures.size;
  }
}
