import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '../contract/gateway/auth';
import { FixedWindows } from '../server-common/fixed-windows';
import type { RateLimit } from '../contract/gateway/rate-limits';
import { FAILED_AUTH_PER_ADDRESS } from '../server-common/failed-auth-limit';
import { HttpError } from '../server-common/http-error';
import { UpstreamError, type UpstreamClient } from './upstream-call';

/**
 * The caller's own gateway credentials, exactly as the gateway reads them (docs/service-api.md#gateway-authentication).
 */
export type GatewayCredentials = Partial<Record<'cookie' | 'x-csrf-token' | 'api-key', string>>;

/**
 * The credentials a request carries. A browser cannot set headers on a WebSocket, so the TTS socket may also
 * carry the CSRF token as `?token=` (the same convention as storage GETs, docs/service-api.md#storage) or the user's
 * own key as `?api-key=`; the proxy reads them here, never forwards them, and redacts them from its logs.
 */
export function credentialsOf(headers: IncomingHttpHeaders, query: Record<string, unknown> = {}): GatewayCredentials {
  const credentials: GatewayCredentials = {};
  if (typeof headers.cookie === 'string') credentials.cookie = headers.cookie;
  const csrf = headers['x-csrf-token'] ?? query.token;
  if (typeof csrf === 'string') credentials['x-csrf-token'] = csrf;
  const key = headers['api-key'] ?? query['api-key'];
  if (typeof key === 'string') credentials['api-key'] = key;
  return credentials;
}

/**
 * How long an answer is remembered. Short: a sign-out drops its entries at once (`forget`, on every copy when
 * they share Redis), but a copy that misses it learns of it only when its entry expires.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** `session`: a digest of the session cookie the answer was for, so a sign-out can find it. */
type Entry = { userId: string | null; expires: number; session: string | undefined };

const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A digest of the gateway session named in a Cookie header, if there is one. */
export function sessionOf(cookie: string | undefined): string | undefined {
  for (const part of cookie?.split(';') ?? []) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === SESSION_COOKIE) return digestOf(value.join('=').trim());
  }
  return undefined;
}

/**
 * Who is calling a key route: the gateway user behind the caller's own credentials, asked with POST /api/auth
 * and remembered for a few seconds, so the keys are spent only for signed-in users without a gateway round trip
 * on every request; a sign-out through the proxy forgets the session at once. Only the gateway's definite
 * answers are remembered (a user, or 401/403); when the gateway cannot answer the caller gets 502/504, not a
 * cached "signed out". Credentials the gateway refused are counted per client address: past the limit that
 * address gets 429 with Retry-After before any gateway call, so guessing keys or cookies costs the gateway
 * nothing; other addresses are untouched.
 */
export class CallerIdentity {
  private readonly cache = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string | null>>();
  private readonly failures: FixedWindows;
  /** Sign-outs so far: an answer asked for before one may predate it, and is not remembered. */
  private signOuts = 0;

  constructor(
    private readonly gatewayUrl: string,
    private readonly upstream: UpstreamClient,
    private readonly timeoutMs: number,
    private readonly failureLimit: RateLimit = FAILED_AUTH_PER_ADDRESS,
  ) {
    this.failures = new FixedWindows(failureLimit.seconds * 1000);
  }

  /**
   * The user, or null when the credentials are missing or refused; `address` is the client's, for counting
   * refusals, and `forwarded` the X-Forwarded-* headers that name the client to the gateway, so the gateway's
   * own failed-sign-in count is per client too, not one count for every caller behind this proxy.
   */
  async userOf(
    credentials: GatewayCredentials,
    address: string,
    forwarded: Record<string, string> = {},
  ): Promise<string | null> {
    if (!credentials.cookie && !credentials['api-key']) return null;
    const wait = this.failures.blockedFor(address, this.failureLimit);
    if (wait > 0)
      throw new HttpError(429, `Too many failed sign-in attempts from this address; retry in ${wait} s`, {
        'retry-after': String(wait),
      });
    const userId = await this.lookUp(credentials, forwarded);
    if (userId === null) this.failures.hit(address, this.failureLimit);
    return userId;
  }

  /**
   * Forgets a session the gateway has ended (`sessionOf` a sign-out's Cookie header), so its next request on a
   * key route is refused at once rather than when the remembered answer expires.
   */
  forget(session: string): void {
    this.signOuts += 1;
    for (const [key, entry] of this.cache) if (entry.session === session) this.cache.delete(key);
  }

  private async lookUp(credentials: GatewayCredentials, forwarded: Record<string, string>): Promise<string | null> {
    const key = digestOf(JSON.stringify(credentials));
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.userId;
    const signOuts = this.signOuts;
    let lookup = this.pending.get(key);
    if (!lookup) {
      lookup = this.ask(credentials, forwarded).finally(() => this.pending.delete(key));
      this.pending.set(key, lookup);
    }
    const userId = await lookup;
    if (this.signOuts === signOuts) this.remember(key, userId, sessionOf(credentials.cookie));
    return userId;
  }

  private async ask(credentials: GatewayCredentials, forwarded: Record<string, string>): Promise<string | null> {
    const response = await this.upstream.call({
      service: 'gateway',
      url: `${this.gatewayUrl}/api/auth`,
      method: 'POST',
      headers: { ...forwarded, ...(credentials as Record<string, string>) },
      timeouts: { connectMs: this.timeoutMs, responseMs: this.timeoutMs },
    });
    const status = response.statusCode ?? 502;
    const body = await readSmallBody(response);
    if (status === 401 || status === 403) return null;
    if (status === 429) throw rateLimited(response.headers['retry-after'], body);
    if (status < 200 || status >= 300) throw new UpstreamError(502, 'The gateway could not confirm the sign-in');
    try {
      const id = (JSON.parse(body) as { id?: unknown }).id;
      if (typeof id === 'string' && id.length > 0) return id;
    } catch {
      // falls through to the same answer as a body without an id
    }
    throw new UpstreamError(502, 'The gateway could not confirm the sign-in');
  }

  private remember(key: string, userId: string | null, session: string | undefined): void {
    const now = Date.now();
    if (this.cache.size >= MAX_ENTRIES) {
      for (const [entryKey, entry] of this.cache) if (entry.expires <= now) this.cache.delete(entryKey);
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    }
    this.cache.set(key, { userId, expires: now + TTL_MS, session });
  }
}

/**
 * The gateway limits the client's address, not the credentials: the caller is told to wait as the gateway
 * said (its Retry-After, or a minute when it gave none), not that the sign-in could not be confirmed.
 */
function rateLimited(retryAfter: string | string[] | undefined, body: string): HttpError {
  const seconds = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
  const wait = Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
  let detail = `Too many requests to the gateway from this address; retry in ${wait} s`;
  try {
    const given = (JSON.parse(body) as { detail?: unknown }).detail;
    if (typeof given === 'string' && given.length > 0 && given.length <= 200) detail = given;
  } catch {
    // the default wording stands
  }
  return new HttpError(429, detail, { 'retry-after': String(wait) });
}

/** The user object is small; anything past 64 KB is not a user object. */
async function readSmallBody(response: AsyncIterable<Buffer> & { destroy: () => void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += chunk.length;
    if (size > 65_536) {
      response.destroy();
      throw new UpstreamError(502, 'The gateway could not confirm the sign-in');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString();
}
