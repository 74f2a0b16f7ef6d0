import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FixedWindows } from '../../server-common/fixed-windows';
import { API_KEY_HEADER, SESSION_COOKIE } from '../../contract/gateway/auth';
import type { RateLimit } from '../../contract/gateway/rate-limits';
import { FAILED_AUTH_PER_ADDRESS } from '../../server-common/failed-auth-limit';
import { HttpError } from '../../server-common/http-error';
import type { AuthFailureLimits } from '../config';

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

/**
 * Counts failed authentications (a wrong password, an unknown API key or session, a bad CSRF token) per client
 * address, and failed sign-ins per account as well. Past the limit the address (or the account's sign-in) gets
 * 429 with Retry-After before any credential is checked, so guessing stops paying; other addresses and
 * accounts are untouched, and a route exempt from limits (the health check) is never refused. Sign-in is the
 * route that declares `signIn`. Registered in the gateway's scope, before the auth hook.
 */
export function installAuthFailureGuard(
  scope: FastifyInstance,
  limits: AuthFailureLimits = DEFAULT_AUTH_FAILURE_LIMITS,
  now: () => number = Date.now,
): void {
  const windows = new FixedWindows(Math.max(limits.perAddress.seconds, limits.perAccount.seconds) * 1000, now);
  const refuseIfBlocked = (key: string, limit: RateLimit, what: string) => {
    const wait = windows.blockedFor(key, limit);
    if (wait > 0) throw tooMany(wait, what);
  };
  const accountOf = (request: FastifyRequest) =>
    `account:${String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase()}`;

  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.rateLimit === 'none') return;
    refuseIfBlocked(`ip:${request.ip}`, limits.perAddress, 'from this address');
  });
  // The account is known only once the body is parsed and valid.
  scope.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.signIn) refuseIfBlocked(accountOf(request), limits.perAccount, 'for this account');
  });
  scope.addHook('onResponse', async (request, reply) => {
    const failedLogin = request.routeOptions.config.signIn === true && reply.statusCode === 404;
    if (!failedLogin && !(reply.statusCode === 401 && presentedCredentials(request))) return;
    windows.hit(`ip:${request.ip}`, limits.perAddress);
    if (failedLogin) windows.hit(accountOf(request), limits.perAccount);
  });
}
