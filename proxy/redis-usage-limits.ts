import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { HttpError } from '../contract/http-error';
import type { UsageLimits } from './usage-limits';

/**
 * The sliding minute of launches as one Lua script, so two copies cannot both see "9 of 10" and both launch:
 * drop entries older than a minute, then either record this launch (returns 0) or return the milliseconds
 * until the oldest entry leaves the window.
 */
const LAUNCH_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - 60000)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], 60000)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + 60000 - tonumber(ARGV[1]))
`;

/** Take a generation slot unless the user already runs the maximum; the counter expires after ten minutes. */
const TAKE_SLOT = `
local running = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], 600000)
if running > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1
`;

/** Give a slot back, never below zero (the counter may have expired during a very long generation). */
const RELEASE_SLOT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * The same limits kept in Redis (REDIS_URL), so every proxy copy behind a load balancer counts against one
 * budget: launches in a sorted set per user (a sliding minute), generations in a counter per user. The counter
 * expires ten minutes after the last change, so a copy that dies mid-generation cannot hold a slot for ever.
 * When Redis cannot be reached the key routes answer 503 rather than spend keys without limits.
 */
export class RedisUsageLimits implements UsageLimits {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly launchesPerMinute: number,
    private readonly ttsConcurrency: number,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true });
    // Connection errors surface on the commands below; without a listener ioredis would log them itself.
    this.redis.on('error', () => {});
  }

  async launchWait(user: string): Promise<number> {
    const now = Date.now();
    const waitMs = Number(await this.run(() => this.redis.eval(LAUNCH_WINDOW, 1, `voice-studio:launches:${user}`, now, this.launchesPerMinute, `${now}-${randomUUID()}`)));
    return waitMs === 0 ? 0 : Math.max(1, Math.ceil(waitMs / 1000));
  }

  async startGeneration(user: string): Promise<(() => void) | null> {
    const key = `voice-studio:generations:${user}`;
    const taken = Number(await this.run(() => this.redis.eval(TAKE_SLOT, 1, key, this.ttsConcurrency)));
    if (taken !== 1) return null;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.redis.eval(RELEASE_SLOT, 1, key).catch(() => {});
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw new HttpError(503, 'The usage-limit store is unavailable; try again shortly', { 'retry-after': '5' });
    }
  }
}
