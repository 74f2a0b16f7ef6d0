import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool, errors } from 'undici';
import type { ProxyConfig } from './config';
import { addressChain, forwardedHeaders, type TrustProxy } from './forwarded-for';
import { hopByHopFilter } from './hop-by-hop';
import { boundedJsonBody, declaresOversizedJson, JsonBodyTooLarge } from './json-body-limit';
import { drainRequest } from '../server-common/drain-request';
import type { ResponseObserver } from './metrics';
import { hasMalformedEscape, isAmbiguousPath, normalizedTarget } from './path-safety';
import { ReplyRelay } from './reply-relay';
import { logRequestLine, requestIdOf } from './request-logging';
import type { SecurityHeaders } from './security-headers';

/** Request headers the proxy sets itself: the upstream's host (undici's default) and the forwarded chain. */
const REPLACED_REQUEST_HEADERS = new Set([
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
]);
/** Response headers that describe the gateway's software, not the answer, or that the proxy sets itself. */
const HIDDEN_RESPONSE_HEADERS = ['x-powered-by', 'server', 'x-request-id'];
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const BODILESS = new Set(['GET', 'HEAD']);
/** How much of a refused body is read so the client can finish sending and see the answer (as the sandbox does). */
const DRAIN_LIMITS = { maxBytes: 256 * 1024 * 1024, maxMs: 10_000 };

type GatewayDeps = {
  config: ProxyConfig;
  trust: TrustProxy | undefined;
  security: SecurityHeaders;
  log: FastifyBaseLogger;
  logRequests: boolean;
  observe: ResponseObserver | undefined;
  isClosing: () => boolean;
  /** Told of each sign-out (POST /api/logout) once the gateway has answered it, with the request's Cookie header. */
  signedOut: (cookie: string | undefined) => void;
};

export type GatewayForwarding = {
  /** Forwards a gateway request and answers it; false when it is not one, or not a plain one (Fastify takes it). */
  forward: (request: IncomingMessage, response: ServerResponse) => boolean;
  close: () => Promise<void>;
};

/** The client's headers for the gateway, in one pass: minus this hop's (and HTTP/2's pseudo-headers), minus spoofable forwarding, plus ours. */
function upstreamHeaders(request: IncomingMessage, chain: readonly string[]): Record<string, string | string[]> {
  const { headers } = request;
  const hopByHop = hopByHopFilter(headers.connection);
  const out: Record<string, string | string[]> = forwardedHeaders(request, chain);
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && name[0] !== ':' && !hopByHop(name) && !REPLACED_REQUEST_HEADERS.has(name))
      out[name] = value;
  }
  return out;
}

/**
 * `/api/*` and `/storage/*` go to the gateway as they are, through one undici pool of keep-alive connections:
 * the user's cookie, CSRF token or personal key pass through, `Set-Cookie` and `Range`/`Content-Range` pass
 * both ways, and bodies stream both ways with backpressure. Certificates are verified (undici's default),
 * nothing is retried behind the caller's back, and failures are JSON: 502 unreachable, 504 too slow.
 *
 * This is the fast path of the proxy's busiest traffic: the server hands each request here before Fastify, and a
 * gateway request is answered without Fastify's request cycle (hooks, reply, serializers), which was most of
 * its cost (bench/results/proxy-overhead.md). It passes the same checks with the same functions: anything
 * refused (a malformed escape, an ambiguous path, another method) is left to Fastify, which refuses it as for
 * every other route; the answer carries the same security headers, request id, log line and metrics.
 */
export function gatewayForwarding(deps: GatewayDeps): GatewayForwarding {
  const { config, trust, security, log, observe, isClosing } = deps;
  const pool = new Pool(config.gatewayUrl, {
    connections: 128,
    pipelining: 1,
    headersTimeout: config.gatewayTimeoutMs ?? 300_000,
    bodyTimeout: 0,
    connect: { timeout: config.policy.connectTimeoutMs },
  });
  const hidden = new Set([...HIDDEN_RESPONSE_HEADERS, ...security.names]);
  const accounting = deps.logRequests || observe !== undefined;

  /** This proxy's headers for an answer: security headers, request id, and `Connection: close` once closing. */
  const ownHeaders = (request: IncomingMessage, id: string): Array<string | string[]> => {
    const list: Array<string | string[]> = security.listFor(request);
    list.push('X-Request-Id', id);
    // HTTP/2 has no Connection header: its draining sessions get GOAWAY (server-common/graceful-shutdown.ts).
    if (isClosing() && request.httpVersionMajor !== 2) list.push('Connection', 'close');
    return list;
  };
  /** The gateway's response headers for the client, minus this hop's and the hidden ones, after ours. */
  const clientHeaders = (request: IncomingMessage, id: string, headers: IncomingHttpHeaders) => {
    const list = ownHeaders(request, id);
    const hopByHop = hopByHopFilter(headers.connection);
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && !hopByHop(name) && !hidden.has(name)) list.push(name, value);
    }
    return list;
  };
  const fail = (request: IncomingMessage, response: ServerResponse, id: string, error: Error) => {
    if (error instanceof JsonBodyTooLarge) return refuseOversized(request, response, id);
    const timedOut = error instanceof errors.UndiciError && TIMEOUT_CODES.has(error.code);
    log.warn({ reqId: id, service: 'gateway', reason: timedOut ? 'timeout' : 'unreachable' }, 'gateway call failed');
    answer(
      request,
      response,
      id,
      timedOut ? 504 : 502,
      timedOut ? 'The gateway did not answer in time' : 'The gateway is unreachable',
    );
  };
  // Read (within bounds) before answering, so a client still sending sees the 413, not a broken pipe.
  const refuseOversized = (request: IncomingMessage, response: ServerResponse, id: string) =>
    void drainRequest(request, DRAIN_LIMITS).then(() =>
      answer(request, response, id, 413, new JsonBodyTooLarge().message),
    );
  const answer = (request: IncomingMessage, response: ServerResponse, id: string, status: number, detail: string) => {
    const body = JSON.stringify({ detail });
    const list = ownHeaders(request, id);
    list.push('content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(body)));
    response.writeHead(status, list);
    response.end(body);
  };

  const forward = (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method ?? '';
    const url = request.url ?? '';
    if (!METHODS.has(method) || hasMalformedEscape(url)) return false;
    const target = normalizedTarget(url);
    if (!(target.startsWith('/api/') || target.startsWith('/storage/')) || isAmbiguousPath(target)) return false;

    const started = accounting ? performance.now() : 0;
    const id = requestIdOf(request, trust !== undefined);
    const chain = addressChain(request, trust);
    const relay = new ReplyRelay(response, method === 'HEAD', {
      headersFor: (headers) => clientHeaders(request, id, headers),
      onFailure: (error) => fail(request, response, id, error),
    });
    response.once('close', () => {
      relay.clientLeft();
      if (!accounting) return;
      // nginx's 499: the client left before any answer was written.
      const status = response.headersSent ? response.statusCode : 499;
      const ms = performance.now() - started;
      observe?.(target, method, status, ms / 1000);
      if (deps.logRequests)
        logRequestLine(
          log,
          { method, url: target, statusCode: status, ms, remoteAddress: chain[chain.length - 1]! },
          { reqId: id },
        );
    });
    const { headers } = request;
    if (method === 'POST' && target === '/api/logout') response.once('finish', () => deps.signedOut(headers.cookie));
    // As Fastify decides whether there is a body to parse: a type, chunks, or a length other than 0.
    const hasBody =
      !BODILESS.has(method) &&
      (headers['content-type'] !== undefined ||
        headers['transfer-encoding'] !== undefined ||
        (headers['content-length'] ?? '0') !== '0');
    if (hasBody && declaresOversizedJson(headers)) {
      refuseOversized(request, response, id);
      return true;
    }
    pool.dispatch(
      {
        method: method as 'GET',
        path: target,
        headers: upstreamHeaders(request, chain),
        body: hasBody ? boundedJsonBody(request) : null,
      },
      relay,
    );
    return true;
  };
  return { forward, close: () => pool.destroy() };
}
