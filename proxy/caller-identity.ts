import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who is calling a key route: the gateway user behind the caller's own credentials, asked with POST /api/auth
 * and remembered for at most 60 s, so the keys are spent only for signed-in users without a gateway round trip
 * on every request.
 */
const TTL_MS = 60_000;
type Entry = { userId: string | null; expires: number };

export class CallerIdentity {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly gatewayUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async userOf(headers: IncomingHttpHeaders): Promise<string | null> {
    const forwarded: Record<string, string> = {};
    if (typeof headers.cookie === 'string') forwarded.cookie = headers.cookie;
    if (typeof headers['x-csrf-token'] === 'string') forwarded['x-csrf-token'] = headers['x-csrf-token'];
    if (typeof headers['api-key'] === 'string') forwarded['api-key'] = headers['api-key'];
    if (Object.keys(forwarded).length === 0) return null;
    const key = createHash('sha256').update(JSON.stringify(forwarded)).digest('base64url');
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.userId;
    let userId: string | null = null;
    try {
      const response = await fetch(`${this.gatewayUrl}/api/auth`, { method: 'POST', headers: forwarded, signal: AbortSignal.timeout(this.timeoutMs) });
      if (response.ok) userId = ((await response.json()) as { id?: string }).id ?? null;
    } catch {
      userId = null;
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { userId, expires: Date.now() + TTL_MS });
    return userId;
  }
}
