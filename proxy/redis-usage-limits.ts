import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { HttpError } from '../server-common/http-error';
import type { GenerationLimits, UsageLimits } from './usage-limits';

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

/**
 * Take a generation slot under mayStartGeneration's rule (usage-limits.ts), checked and taken in one step: the
 * running generations of the user (KEYS[1]) and of the key (KEYS[2]) are sorted sets of slot tokens by start
 * time. Entries older than ten minutes are dropped, so a copy that dies mid-generation cannot hold a slot for ever.
 */
const TAKE_SLOT = `
local stale = tonumber(ARGV[1]) - 600000
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', stale)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', stale)
local mine = redis.call('ZCARD', KEYS[1])
local total = redis.call('ZCARD', KEYS[2])
local perUser = tonumber(ARGV[2])
local perKey = tonumber(ARGV[3])
if mine >= perUser or total >= perKey or (mine > 0 and total >= perKey - 1) then return 0 end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[1], ARGV[4])
  redis.call('PEXPIRE', key, 600000)
end
return 1
`;

/**
 * The same limits kept in Redis (REDIS_URL), so every proxy copy behind a load balancer counts against one
 * budget: launches in a sorted set per user (a sliding minute), running generations in sorted sets per user and
 * per key (the key's id is a digest of it, so deployments with other keys sharing one Redis count apart).
 * When Redis cannot be reached the key routes answer 503 rather than spend keys without limits.
 */
export class RedisUsageLimits implements UsageLimits {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly launchesPerMinute: number,
    private readonly generationLimits: GenerationLimits,
    private readonly keyId: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true });
    // Connection errors surface on the commands below; without a listener ioredis would log them itself.
    this.redis.on('error', () => {});
  }

  async launchWait(user: string): Promise<number> {
    const now = Date.now();
    const waitMs = Number(
      await this.run(() =>
        this.redis.eval(
          LAUNCH_WINDOW,
          1,
          `voice-studio:launches:${user}`,
          now,
          this.launchesPerMinute,
          `${now}-${randomUUID()}`,
        ),
      ),
    );
    return waitMs === 0 ? 0 : Math.max(1, Math.ceil(waitMs / 1000));
  }

  async startGeneration(user: string): Promise<(() => void) | null> {
    const keys = [`voice-studio:generations:${user}`, `voice-studio:key-generations:${this.keyId}`];
    const token = randomUUID();
    const { perUser, perKey } = this.generationLimits;
    const taken = Number(
      await this.run(() => this.redis.eval(TAKE_SLOT, 2, ...keys, Date.now(), perUser, perKey, token)),
    );
    if (taken !== 1) return null;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.redis
        .multi()
        .zrem(keys[0]!, token)
        .zrem(keys[1]!, token)
        .exec()
        .catch(() => {});
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
