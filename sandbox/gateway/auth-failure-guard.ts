import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FixedWindows } from '../../server-common/fixed-windows';
import { API_KEY_HEADER, SESSION_COOKIE } from '../../contract/gateway/auth';
import type { RateLimit } from '../../contract/gateway/rate-limits';
import { FAILED_AUTH_PER_ADDRESS } from '../../server-common/failed-auth-limit';
import { HttpError } from '../../server-common/http-error';
import type { AuthFailureLimits } from '../config';
import { accountKeyOf, KNOWN_DEVICE_COOKIE, type KnownDevices } from './known-device';
import { SignInBackoff } from './sign-in-backoff';

/** Per account lower than per address: one account is guessed at from many addresses. */
const DEFAULT_AUTH_FAILURE_LIMITS: AuthFailureLimits = {
  perAddress: FAILED_AUTH_PER_ADDRESS,
  perAccount: { times: 20, seconds: 300 },
};

/** Whether the request presented credentials: a signed-out visitor's plain 401 is not a guess. */
const presentedCredentials = (request: FastifyRequest): boolean =>
  Boolean(request.headers[API_KEY_HEADER]) ||
  Boolean(request.cookies[SESSION_COOKIE]) ||
  request.routeOptions.config.signIn === true;

const tooMany = (retryAfter: number, what: string) =>
  new HttpError(429, `Too many failed sign-in attempts ${what}; retry in ${retryAfter} s`, {
    'retry-after': String(retryAfter),
  });

/** The sign-in's e-mail: the body is parsed and valid (at most 254 characters) by the time it is read. */
const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '');

/**
 * Counts failed authentications (a wrong password, an unknown API key or session, a bad CSRF token) per client
 * address: past the limit the address gets 429 with Retry-After before any credential is checked, so guessing
 * stops paying; other addresses are untouched, and a route exempt from limits (the health check) is never
 * refused. Sign-in (the route that declares `signIn`) has two more rules, so that a stranger cannot lock the
 * owner out:
 * - per account, from any address, a limit that refuses only devices that never signed in to the account (no
 *   valid known-device cookie, see known-device.ts);
 * - per account and address, a growing delay (sign-in-backoff.ts) instead of a lock.
 * Counters are keyed by the address and a digest of the e-mail, never the e-mail itself. Registered in the
 * gateway's scope, before the auth hook.
 */
export function installAuthFailureGuard(
  scope: FastifyInstance,
  knownDevices: KnownDevices,
  limits: AuthFailureLimits = DEFAULT_AUTH_FAILURE_LIMITS,
  now: () => number = Date.now,
): void {
  const windows = new FixedWindows(Math.max(limits.perAddress.seconds, limits.perAccount.seconds) * 1000, now);
  const backoff = new SignInBackoff(now);
  const refuseIfBlocked = (key: string, limit: RateLimit, what: string) => {
    const wait = windows.blockedFor(key, limit);
    if (wait > 0) throw tooMany(wait, what);
  };
  const pairOf = (request: FastifyRequest) => `${accountKeyOf(emailOf(request))}|${request.ip}`;

  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.rateLimit === 'none') return;
    refuseIfBlocked(`ip:${request.ip}`, limits.perAddress, 'from this address');
  });
  // The account is known only once the body is parsed and valid.
  scope.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.signIn) return;
    const wait = backoff.waitFor(pairOf(request));
    if (wait > 0) throw tooMany(wait, 'for this account from this address');
    const email = emailOf(request);
    if (knownDevices.recognises(request.cookies[KNOWN_DEVICE_COOKIE], email)) return;
    refuseIfBlocked(`account:${accountKeyOf(email)}`, limits.perAccount, 'for this account on a device new to it');
  });
  scope.addHook('onResponse', async (request, reply) => {
    const signIn = request.routeOptions.config.signIn === true;
    if (signIn && reply.statusCode === 200) return backoff.succeeded(pairOf(request));
    const failedLogin = signIn && reply.statusCode === 404;
    if (!failedLogin && !(reply.statusCode === 401 && presentedCredentials(request))) return;
    windows.hit(`ip:${request.ip}`, limits.perAddress);
    if (!failedLogin) return;
    windows.hit(`account:${accountKeyOf(emailOf(request))}`, limits.perAccount);
    backoff.failed(pairOf(request));
  });
}
