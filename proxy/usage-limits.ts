/**
 * Per-user limits on the key routes: agent launches per minute (a sliding window) and concurrent TTS
 * generations. One interface, two stores: this process's memory, or Redis when copies must share counts.
 */
export interface UsageLimits {
  /** Seconds to wait before another launch is allowed, or 0 when one may go now (and is counted). */
  launchWait(user: string): Promise<number>;
  /** Takes a generation slot; resolves to its release, or null when the user already runs the maximum. */
  startGeneration(user: string): Promise<(() => void) | null>;
  close(): Promise<void>;
}

export class MemoryUsageLimits implements UsageLimits {
  private readonly launches = new Map<string, number[]>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly launchesPerMinute: number,
    private readonly ttsConcurrency: number,
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
    if (running >= this.ttsConcurrency) return null;
    this.generations.set(user, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.generations.set(user, (this.generations.get(user) ?? 1) - 1);
    };
  }

  async close(): Promise<void> {}
}
