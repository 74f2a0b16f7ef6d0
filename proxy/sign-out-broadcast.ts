import { Redis } from 'ioredis';

const CHANNEL = 'voice-studio:signed-out';

/**
 * Sign-outs shared by the proxy copies through Redis (REDIS_URL): the copy a sign-out passed through publishes
 * the digest of the ended session, and every copy forgets its remembered identity for it, so the session stops
 * working on all of them at once rather than when each one's entry expires. Only a digest travels, never the
 * cookie. Best effort: while Redis is unreachable a copy still forgets within the identity's few seconds.
 */
export class SignOutBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string, forget: (session: string) => void) {
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    // Connection errors are retried by ioredis; without listeners it would log each one itself.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (_channel: string, session: string) => forget(session));
    void this.subscriber.subscribe(CHANNEL).catch(() => {});
  }

  publish(session: string): void {
    void this.publisher.publish(CHANNEL, session).catch(() => {});
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())));
  }
}
