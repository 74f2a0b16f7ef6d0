import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ProxyConfig } from './config';

/** The WebSocket origin of agent sessions: the agents service's host with ws/wss, where launched agents live. */
export function agentSocketOrigin(agentsUrl: string): string {
  const url = new URL(agentsUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers for everything the proxy serves. The CSP allows only what the studio needs: its own origin,
 * `blob:` for audio worklets (pipecat loads them from blob URLs) and media, `data:` images (voice portraits),
 * inline style attributes (React style props), the agent sessions' WebSocket origin and Daily's domains for
 * room sessions. No framing; HSTS only when the operator turns it on (it must come from behind TLS).
 */
export async function securityHeaders(app: FastifyInstance, config: ProxyConfig, options: { hsts: boolean; extraConnectSrc: string[] }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", agentSocketOrigin(config.agentsUrl), 'https://*.daily.co', 'wss://*.daily.co', ...options.extraConnectSrc],
        frameSrc: ['https://*.daily.co'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
