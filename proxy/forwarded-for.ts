import type { FastifyRequest } from 'fastify';

type ForwardedHeaders = { 'x-forwarded-for': string; 'x-forwarded-proto': string; 'x-forwarded-host': string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The `X-Forwarded-*` headers the gateway gets, so it can limit sign-in per client rather than per proxy
 * (issue 18 §3). By default the proxy is the first hop: whatever X-Forwarded-* the client sent is replaced
 * (a client could otherwise pick its own address). Only when the peer is a trusted load balancer
 * (PROXY_TRUST_PROXY, e.g. nginx in front) is its chain kept, with the peer's address appended, as nginx's
 * `$proxy_add_x_forwarded_for` does, and its proto and host believed.
 */
export function forwardedHeaders(request: FastifyRequest): ForwardedHeaders {
  const peer = request.socket.remoteAddress ?? '';
  const own = { proto: (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http', host: request.headers.host ?? '' };
  // Fastify's `ips` lists the peer, then each trusted X-Forwarded-For hop: more than one means the peer is trusted.
  const trusted = (request.ips?.length ?? 0) > 1;
  if (!trusted) return { 'x-forwarded-for': peer, 'x-forwarded-proto': own.proto, 'x-forwarded-host': own.host };
  const { headers } = request;
  const chain = Array.isArray(headers['x-forwarded-for']) ? headers['x-forwarded-for'].join(', ') : headers['x-forwarded-for'];
  return {
    'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
    'x-forwarded-proto': first(headers['x-forwarded-proto'])?.split(',', 1)[0]!.trim() || own.proto,
    'x-forwarded-host': first(headers['x-forwarded-host'])?.split(',', 1)[0]!.trim() || own.host,
  };
}
