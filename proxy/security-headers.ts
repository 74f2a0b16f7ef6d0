import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ProxyConfig } from './config';
import { requestHost } from './forwarded-for';

/** The WebSocket origin of agent sessions: the agents service's host with ws/wss, where launched agents live. */
export function agentSocketOrigin(agentsUrl: string): string {
  const url = new URL(agentsUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** Daily (room sessions): its API and media servers, and the call bundle daily-js loads with `avoidEval: true`. */
const DAILY_CONNECT = ['https://*.daily.co', 'wss://*.daily.co', 'https://*.pluot.blue'];
const DAILY_SCRIPT = 'https://c.daily.co';

const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The studio's own TTS socket (`/tts/.../websocket` on this origin) spelled out as ws:/wss:, because `'self'`
 * does not cover WebSocket schemes in every browser. Derived from the Host header only when it is a plain
 * host name, so a forged Host cannot smuggle other sources into the policy.
 */
function ownSockets(request: IncomingMessage): string {
  const host = requestHost(request) ?? '';
  return PLAIN_HOST.test(host) ? `wss://${host} ws://${host}` : '';
}

/** A CSP source as the operator may add one: no separators, quotes or spaces that could end the directive. */
const PLAIN_SOURCE = /^[^\s;,'"]+$/;

/** The security headers of one proxy: their names (lower case) and the flat `[name, value, …]` list for a request. */
export type SecurityHeaders = { names: ReadonlySet<string>; listFor: (request: IncomingMessage) => string[] };

/**
 * Security headers for everything the proxy serves. The CSP allows only what the studio needs: its own origin,
 * `blob:` for audio worklets (pipecat loads them from blob URLs) and media, `data:` images (voice portraits),
 * inline style attributes (React style props), its own TTS socket, the agent sessions' WebSocket origin and
 * Daily's domains for room sessions. No framing; HSTS only when the operator turns it on (it must come from
 * behind TLS). The other headers are Helmet's defaults.
 *
 * Everything is written once at start-up, the policy too, in Helmet's format (`name sources;name sources`):
 * only the studio's own sockets, taken from the Host header, are put in per request. Helmet's CSP middleware
 * formatted and validated the whole policy on every request, which made it the largest single cost of a
 * forwarded list request in the proxy's CPU profile (bench/gateway-lists). Operator-added sources are checked
 * here instead, once. Both the Fastify hook below and the gateway fast path (gateway-forwarding.ts) send this list.
 */
export function securityHeaderList(config: ProxyConfig): SecurityHeaders {
  const extra = config.extraConnectSrc ?? [];
  const unsafe = extra.find((source) => !PLAIN_SOURCE.test(source));
  if (unsafe !== undefined)
    throw new Error(`PROXY_CONNECT_SRC: ${JSON.stringify(unsafe)} is not a CSP source (no spaces, quotes, ';' or ',')`);
  const directive = (name: string, sources: string[]) => `${name} ${sources.join(' ')}`;
  const before = [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", 'blob:', DAILY_SCRIPT]),
    directive('worker-src', ["'self'", 'blob:']),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:']),
    directive('media-src', ["'self'", 'blob:']),
    directive('font-src', ["'self'", 'data:']),
    directive('connect-src', ["'self'", agentSocketOrigin(config.agentsUrl), ...DAILY_CONNECT, ...extra]),
  ].join(';');
  const after = [
    directive('frame-src', ['https://*.daily.co']),
    directive('frame-ancestors', ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
  ].join(';');
  const fixed = [
    'Cross-Origin-Opener-Policy',
    'same-origin',
    'Cross-Origin-Resource-Policy',
    'same-origin',
    'Origin-Agent-Cluster',
    '?1',
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    ...(config.hsts ? ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] : []),
    'X-Content-Type-Options',
    'nosniff',
    'X-DNS-Prefetch-Control',
    'off',
    'X-Download-Options',
    'noopen',
    'X-Frame-Options',
    'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies',
    'none',
    'X-XSS-Protection',
    '0',
    'Content-Security-Policy',
  ];
  const names = new Set(fixed.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()));
  return {
    names,
    listFor: (request) => {
      const sockets = ownSockets(request);
      const list = fixed.slice();
      list.push(`${before}${sockets ? ` ${sockets}` : ''};${after}`);
      return list;
    },
  };
}

/** The security headers on every answer Fastify gives (the gateway fast path sends the same list itself). */
export function securityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    const list = headers.listFor(request.raw);
    for (let index = 0; index < list.length; index += 2) reply.raw.setHeader(list[index]!, list[index + 1]!);
    reply.raw.removeHeader('X-Powered-By');
    done();
  });
}
