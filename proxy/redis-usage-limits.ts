import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { UsageLimits } from './usage-limits';

/**
 * The same limits kept in Redis (REDIS_URL), so every proxy copy behind a load balancer counts against one
 * budget: launches in a sorted set per user (a sliding minute), generations in a counter per user. Counters
 * expire after ten minutes, so a copy that dies mid-generation cannot hold a slot for ever.
 */
export class RedisUsageLimits implements UsageLimits {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly launchesPerMinute: number,
    private readonly ttsConcurrency: number,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async launchWait(user: string): Promise<number> {
    const key = `voice-studio:launches:${user}`;
    const now = Date.now();
    const [, count, oldest] = (await this.redis
      .multi()
      .zremrangebyscore(key, '0', String(now - 60_000))
      .zcard(key)
      .zrange(key, '0', '0', 'WITHSCORES')
      .exec())!.map(([error, value]) => {
      if (error) throw error;
      return value;
    }) as [unknown, number, string[]];
    if (count >= this.launchesPerMinute) return Math.max(1, Math.ceil((Number(oldest[1]) + 60_000 - now) / 1000));
    await this.redis.multi().zadd(key, now, `${now}-${randomUUID()}`).pexpire(key, 60_000).exec();
    return 0;
  }

  async startGeneration(user: string): Promise<(() => void) | null> {
    const key = `voice-studio:generations:${user}`;
    const running = await this.redis.incr(key);
    await this.redis.pexpire(key, 600_000);
    if (running > this.ttsConcurrency) {
      await this.redis.decr(key);
      return null;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      void this.redis.decr(key);
    };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
