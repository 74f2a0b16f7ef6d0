import { Redis } from 'ioredis';

/**
 * Readiness's view of Redis (REDIS_URL): whether it answers PING within `timeoutMs`. Its own connection, made on
 * first use, so a probe never waits behind the limits' commands; while Redis is down the TTS and agent routes
 * answer 503, so the copy is not ready either.
 */
export class RedisProbe {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly timeoutMs: number,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: timeoutMs });
    // Failures are reported by isUp(); without a listener ioredis would log each reconnection attempt itself.
    this.redis.on('error', () => {});
  }

  async isUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.timeoutMs)));
    const ping = this.redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.redis.disconnect();
  }
}
