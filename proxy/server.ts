import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ProxyConfig } from './config';
import { installProxyErrorHandler } from './error-handler';
import { gatewayForwarding } from './gateway-forwarding';
import { healthRoutes } from './health-routes';
import { keyRoutes } from './key-routes';
import { securityHeaders } from './security-headers';
import { staticSite } from './static-site';

/**
 * The hosting server: the studio's files plus forwarding to the service. It imports nothing from sandbox/, so
 * it runs unchanged in front of the real service.
 */
export async function createProxy(config: ProxyConfig, options: { logger?: boolean; logStream?: NodeJS.WritableStream; serveStudio?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            level: 'info',
            redact: ['req.headers.cookie', 'req.headers["api-key"]', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : false,
    trustProxy: true,
    genReqId: () => crypto.randomUUID(),
  });
  installProxyErrorHandler(app);
  await securityHeaders(app, config, { hsts: config.hsts ?? false, extraConnectSrc: config.extraConnectSrc ?? [] });
  // Only the studio's own text assets: audio does not shrink, and compressing streamed JSON lines would delay them.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(text\/html|text\/css|text\/javascript|application\/javascript|image\/svg\+xml)(;|$)/,
  });
  healthRoutes(app, config);
  await keyRoutes(app, config);
  await gatewayForwarding(app, config.gatewayUrl);
  if (options.serveStudio !== false) await staticSite(app, config.staticDir);
  return app;
}
