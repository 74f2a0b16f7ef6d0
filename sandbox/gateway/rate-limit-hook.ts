import type { FastifyInstance } from 'fastify';
import { FixedWindows } from '../../server-common/fixed-windows';
import { parseRateLimits } from './rate-limit-spec';
import { HttpError } from '../../server-common/http-error';

/**
 * The documented per-user limits: a fixed window per user and category, the one each route of this scope
 * declares (`config.rateLimit`: fast, slow for the endpoints the document lists, none for the health check). Over the limit → 429 with Retry-After in whole seconds until the window ends. Requests without a
 * user (login) are counted per client address (the proxy's `X-Forwarded-For`, see `trustedProxies`), never
 * globally; the health check is never limited, so a busy address cannot make the service look down.
 */
export function installRateLimitHook(
  scope: FastifyInstance,
  spec: string | undefined,
  now: () => number = Date.now,
): void {
  const limits = parseRateLimits(spec);
  const windows = new FixedWindows(Math.max(limits.fast.seconds, limits.slow.seconds) * 1000, now);

  scope.addHook('onRequest', async (request, reply) => {
    // By the matched route, like sign-in: `POST /%61pi/login` counts as `POST /api/login`.
    const category = request.routeOptions.config.rateLimit;
    if (category === undefined || category === 'none') return;
    const limit = limits[category];
    const { count, retryAfter } = windows.hit(`${request.caller?.userId ?? `ip:${request.ip}`}:${category}`, limit);
    reply.header('x-ratelimit-limit', limit.times).header('x-ratelimit-remaining', Math.max(0, limit.times - count));
    if (count > limit.times) {
      throw new HttpError(
        429,
        `Rate limit exceeded (${category}: ${limit.times} requests per ${limit.seconds} s); retry in ${retryAfter} s`,
        {
          'retry-after': String(retryAfter),
        },
      );
    }
  });
}
