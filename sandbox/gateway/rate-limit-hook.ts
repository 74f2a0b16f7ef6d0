import type { FastifyInstance } from 'fastify';
import { parseRateLimits, rateCategory, type RateCategory } from '../../contract/gateway/rate-limits';
import { HttpError } from '../../contract/http-error';
import { isGatewayRoute } from './public-routes';

type Window = { startedAt: number; count: number };

/**
 * The documented per-user limits: a fixed window per user and category (fast, or slow for the listed
 * endpoints). Over the limit → 429 with Retry-After in whole seconds until the window ends. Requests without a
 * user (login) are counted per client address so sign-in cannot be hammered either. In memory: the sandbox is
 * one process.
 */
export function installRateLimitHook(app: FastifyInstance, spec: string | undefined, now: () => number = Date.now): void {
  const limits = parseRateLimits(spec);
  const windows = new Map<string, Window>();

  app.addHook('onRequest', async (request, reply) => {
    // By the matched route's pattern, like sign-in: `POST /%61pi/login` counts as `POST /api/login`.
    const route = request.routeOptions.url;
    if (!isGatewayRoute(route)) return;
    const category: RateCategory = rateCategory(request.method, route);
    const { times, seconds } = limits[category];
    const key = `${request.caller?.userId ?? `ip:${request.ip}`}:${category}`;
    const current = now();
    let window = windows.get(key);
    if (windows.size > 10_000) {
      // Finished windows are only bookkeeping; dropping them keeps the map bounded by the active users.
      const longest = Math.max(limits.fast.seconds, limits.slow.seconds) * 1000;
      for (const [stale, entry] of windows) if (current - entry.startedAt >= longest) windows.delete(stale);
    }
    if (!window || current - window.startedAt >= seconds * 1000) {
      window = { startedAt: current, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const remaining = Math.max(0, times - window.count);
    reply.header('x-ratelimit-limit', times).header('x-ratelimit-remaining', remaining);
    if (window.count > times) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + seconds * 1000 - current) / 1000));
      throw new HttpError(429, `Rate limit exceeded (${category}: ${times} requests per ${seconds} s); retry in ${retryAfter} s`, {
        'retry-after': String(retryAfter),
      });
    }
  });
}
