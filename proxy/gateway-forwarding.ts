import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Pool, errors } from 'undici';
import type { ProxyConfig } from './config';
import { forwardedHeaders } from './forwarded-for';
import { hopByHopFilter } from './hop-by-hop';
import { ReplyRelay, type RelayOptions } from './reply-relay';

/** Request headers the proxy sets itself: the upstream's host (undici's default) and the forwarded chain. */
const REPLACED_REQUEST_HEADERS = new Set(['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']);
/** Response headers that describe the gateway's software, not the answer. */
const HIDDEN_RESPONSE_HEADERS = new Set(['x-powered-by', 'server']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** The client's headers for the gateway, in one pass: minus this hop's, minus spoofable forwarding, plus ours. */
function upstreamHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const { headers } = request;
  const hopByHop = hopByHopFilter(headers.connection);
  const out: Record<string, string | string[]> = forwardedHeaders(request);
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !hopByHop(name) && !REPLACED_REQUEST_HEADERS.has(name)) out[name] = value;
  }
  return out;
}

/** The gateway's response headers for the client, minus this hop's and the ones naming its software. */
function clientHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const hopByHop = hopByHopFilter(headers.connection);
  const out: OutgoingHttpHeaders = {};
  for (const name in headers) {
    if (!hopByHop(name) && !HIDDEN_RESPONSE_HEADERS.has(name)) out[name] = headers[name];
  }
  return out;
}

/**
 * `/api/*` and `/storage/*` go to the gateway as they are, through one undici pool of keep-alive connections:
 * the user's cookie, CSRF token or personal key pass through, `Set-Cookie` and `Range`/`Content-Range` pass
 * both ways, and bodies stream both ways with backpressure (no content parser touches them; see ReplyRelay). Certificates are verified (undici's default), nothing is retried behind
 * the caller's back, and failures are JSON: 502 unreachable, 504 too slow.
 */
export async function gatewayForwarding(app: FastifyInstance, config: ProxyConfig): Promise<void> {
  const pool = new Pool(config.gatewayUrl, {
    connections: 128,
    pipelining: 1,
    headersTimeout: config.gatewayTimeoutMs ?? 300_000,
    bodyTimeout: 0,
    connect: { timeout: config.policy.connectTimeoutMs },
  });
  app.addHook('onClose', () => pool.destroy());

  const relay: RelayOptions = {
    headersFor: clientHeaders,
    onFailure: (reply: FastifyReply, error: Error) => {
      const timedOut = error instanceof errors.UndiciError && TIMEOUT_CODES.has(error.code);
      reply.log.warn({ service: 'gateway', reason: timedOut ? 'timeout' : 'unreachable' }, 'gateway call failed');
      void reply.code(timedOut ? 504 : 502).send({ detail: timedOut ? 'The gateway did not answer in time' : 'The gateway is unreachable' });
    },
  };
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    pool.dispatch(
      { method: request.method as 'GET', path: request.url, headers: upstreamHeaders(request), body: request.body === undefined ? null : request.raw },
      new ReplyRelay(reply, relay),
    );
    return reply;
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const prefix of ['/api/*', '/storage/*']) {
      scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: prefix, handler: forward });
    }
  });
}
