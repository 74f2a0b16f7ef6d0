import { MAX_CONCURRENT_GENERATIONS } from '../contract/tts/requests';
import { HttpError } from '../server-common/http-error';

/**
 * Per-user limits on the key routes: agent launches per minute (a sliding window) and concurrent TTS
 * generations. One interface, two stores: this process's memory, or Redis when copies must share counts.
 */
export interface UsageLimits {
  /** Seconds to wait before another launch is allowed, or 0 when one may go now (and is counted). */
  launchWait(user: string): Promise<number>;
  /** Takes a generation slot; resolves to its release, or null when {@link mayStartGeneration} says no. */
  startGeneration(user: string): Promise<(() => void) | null>;
  close(): Promise<void>;
}

/** The concurrent generations allowed: per user, and on the server's one TTS key (the service's 5 per account). */
export type GenerationLimits = { perUser: number; perKey: number };

export const DEFAULT_KEY_GENERATIONS = MAX_CONCURRENT_GENERATIONS;

/**
 * Fair sharing of the key's slots without a queue: a user may start a generation while under their own limit and
 * the key has a free slot, but a user who already runs one may not take the key's last free slot: it is kept for
 * someone who runs none. So one user saturating the key still leaves every newcomer a slot (a lone user gets
 * all but one of the key's slots), and no user waits behind another's long generation. The Redis store applies
 * the same rule in its script.
 */
function mayStartGeneration(mine: number, total: number, limits: GenerationLimits): boolean {
  if (mine >= limits.perUser || total >= limits.perKey) return false;
  return mine === 0 || total < limits.perKey - 1;
}

/** The 429 both the HTTP routes and the TTS socket answer when {@link mayStartGeneration} says no. */
export const generationsBusy = (limits: GenerationLimits) =>
  new HttpError(
    429,
    `Text-to-speech is busy: at most ${limits.perUser} of your generations at once, and the last of the key's ${limits.perKey} slots is kept for other users; retry shortly`,
    { 'retry-after': '2' },
  );

export class MemoryUsageLimits implements UsageLimits {
  private readonly launches = new Map<string, number[]>();
  private readonly generations = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly launchesPerMinute: number,
    private readonly generationLimits: GenerationLimits,
  ) {}

  async launchWait(user: string, now = Date.now()): Promise<number> {
    const recent = (this.launches.get(user) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.launchesPerMinute) {
      this.launches.set(user, recent);
      return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
    }
    recent.push(now);
    this.launches.set(user, recent);
    return 0;
  }

  async startGeneration(user: string): Promise<(() => void) | null> {
    const running = this.generations.get(user) ?? 0;
    if (!mayStartGeneration(running, this.total, this.generationLimits)) return null;
    this.generations.set(user, running + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.generations.get(user) ?? 1) - 1;
      if (left > 0) this.generations.set(user, left);
      else this.generations.delete(user);
    };
  }

  async close(): Promise<void> {}
}
