import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ProxyConfig } from './config';

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
  const host = request.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `wss://${host} ws://${host}` : '';
}

/**
 * Security headers for everything the proxy serves. The CSP allows only what the studio needs: its own origin,
 * `blob:` for audio worklets (pipecat loads them from blob URLs) and media, `data:` images (voice portraits),
 * inline style attributes (React style props), its own TTS socket, the agent sessions' WebSocket origin and
 * Daily's domains for room sessions. No framing; HSTS only when the operator turns it on (it must come from
 * behind TLS). The other headers are Helmet's defaults.
 *
 * Everything is built once at start-up: @fastify/helmet's hook builds Helmet's middleware again on every request
 * (option parsing and CSP validation each time), which bench/proxy-overhead showed as the largest cost of a
 * forwarded request. Helmet's own CSP middleware, built once here, still formats and validates the policy.
 */
export function securityHeaders(app: FastifyInstance, config: ProxyConfig): void {
  const connectSrc = ["'self'", agentSocketOrigin(config.agentsUrl), ...DAILY_CONNECT, ...(config.extraConnectSrc ?? [])];
  const contentSecurityPolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'blob:', DAILY_SCRIPT],
      workerSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [...connectSrc, (request) => ownSockets(request as IncomingMessage)],
      frameSrc: ['https://*.daily.co'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });
  const headers: Array<[string, string]> = [
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(config.hsts ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    reply.raw.removeHeader('X-Powered-By');
    contentSecurityPolicy(request.raw, reply.raw, done);
  });
}
