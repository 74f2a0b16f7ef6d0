/**
 * Per-user limits on the key routes, in this process's memory: agent launches per minute (a sliding window)
 * and concurrent TTS generations. Several proxy copies would each keep their own counts (see README).
 */
export class UsageLimits {
  private readonly launches = new Map<string, number[]>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly launchesPerMinute: number,
    private readonly ttsConcurrency: number,
  ) {}

  /** Seconds to wait before another launch is allowed, or 0 when one may go now (and is counted). */
  launchWait(user: string, now = Date.now()): number {
    const recent = (this.launches.get(user) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.launchesPerMinute) {
      this.launches.set(user, recent);
      return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
    }
    recent.push(now);
    this.launches.set(user, recent);
    return 0;
  }

  /** Takes a generation slot; returns its release, or null when the user already runs the maximum. */
  startGeneration(user: string): (() => void) | null {
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
}
