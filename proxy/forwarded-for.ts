import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

type ForwardedHeaders = { 'x-forwarded-for': string; 'x-forwarded-proto': string; 'x-forwarded-host': string };

/** Which forwarding peers to believe: given an address and its hop (0 = the peer), whether it is trusted. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * PROXY_TRUST_PROXY as one function, compiled once and given both to Fastify (request.ip, request.ips) and to the
 * gateway fast path, so both decide alike: a hop count trusts the nearest `n` addresses, a list its addresses or
 * subnets, `true` everyone; `false` (the default) none, so no function at all.
 */
export function trustProxyFunction(setting: boolean | number | string[]): TrustProxy | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The peer, then each trusted X-Forwarded-For hop (Fastify's `request.ips`); just the peer when no one is trusted. */
export function addressChain(request: IncomingMessage, trust: TrustProxy | undefined): string[] {
  return trust ? proxyAddr.all(request, trust) : [request.socket.remoteAddress ?? ''];
}

/** The host the client asked for: `Host` in HTTP/1.1, `:authority` in HTTP/2. */
export function requestHost(request: IncomingMessage): string | undefined {
  const { headers } = request;
  return headers.host ?? (headers[':authority'] as string | undefined);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The `X-Forwarded-*` headers the gateway gets, so it can limit sign-in per client rather than per proxy
 * (issue 18 §3). By default the proxy is the first hop: whatever X-Forwarded-* the client sent is replaced
 * (a client could otherwise pick its own address). Only when the peer is a trusted load balancer
 * (PROXY_TRUST_PROXY, e.g. nginx in front) is its chain kept, with the peer's address appended, as nginx's
 * `$proxy_add_x_forwarded_for` does, and its proto and host believed. `chain` is addressChain's answer.
 */
export function forwardedHeaders(request: IncomingMessage, chain: readonly string[]): ForwardedHeaders {
  const peer = request.socket.remoteAddress ?? '';
  const own = {
    proto: (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
    host: requestHost(request) ?? '',
  };
  // More than one address means the peer is trusted and sent a chain of its own.
  if (chain.length < 2)
    return { 'x-forwarded-for': peer, 'x-forwarded-proto': own.proto, 'x-forwarded-host': own.host };
  const { headers } = request;
  const forwardedFor = Array.isArray(headers['x-forwarded-for'])
    ? headers['x-forwarded-for'].join(', ')
    : headers['x-forwarded-for'];
  return {
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${peer}` : peer,
    'x-forwarded-proto': first(headers['x-forwarded-proto'])?.split(',', 1)[0]!.trim() || own.proto,
    'x-forwarded-host': first(headers['x-forwarded-host'])?.split(',', 1)[0]!.trim() || own.host,
  };
}
