import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProxyConfig } from './config';

/** Response headers that describe the gateway's software, not the answer. */
const HIDDEN_RESPONSE_HEADERS = ['x-powered-by', 'server'];

/**
 * `/api/*` and `/storage/*` go to the gateway as they are: the user's cookie, CSRF token or personal key pass
 * through, `Set-Cookie` and `Range`/`Content-Range` pass both ways, and bodies stream both ways (no content
 * parser touches them). Certificates are verified (reply-from's own default turns verification off), nothing
 * is retried behind the caller's back, and failures are JSON: 502 unreachable, 504 too slow.
 */
export async function gatewayForwarding(app: FastifyInstance, config: ProxyConfig): Promise<void> {
  const timeoutMs = config.gatewayTimeoutMs ?? 300_000;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, {
      base: config.gatewayUrl,
      undici: {
        connections: 128,
        pipelining: 1,
        headersTimeout: timeoutMs,
        bodyTimeout: 0,
        // Overrides the `tls: { rejectUnauthorized: false }` reply-from adds to undici's options.
        connect: { timeout: config.policy.connectTimeoutMs, rejectUnauthorized: true },
      },
      // Its request log line carries the full upstream URL, query (a storage `?token=`) included.
      disableRequestLogging: true,
    });
    const forward = (request: FastifyRequest, reply: FastifyReply) =>
      reply.from(request.url, {
        retryDelay: () => null,
        rewriteHeaders: (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HIDDEN_RESPONSE_HEADERS.includes(name))),
        onError: (reply, { error }) => {
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          reply.log.warn({ service: 'gateway', reason: timedOut ? 'timeout' : 'unreachable' }, 'gateway call failed');
          void reply.code(timedOut ? 504 : 502).send({ detail: timedOut ? 'The gateway did not answer in time' : 'The gateway is unreachable' });
        },
      });
    for (const prefix of ['/api/*', '/storage/*']) {
      scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: prefix, handler: forward });
    }
  });
}
