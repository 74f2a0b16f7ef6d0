import type { FastifyInstance } from 'fastify';
import type { ProxyConfig } from './config';

/** `/healthz`: the proxy itself answers. `/readyz`: each upstream answers too (503 naming the ones that do not). */
export function healthRoutes(app: FastifyInstance, config: ProxyConfig): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const probe = async (name: string, url: string, headers: Record<string, string> = {}) => {
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(config.policy.connectTimeoutMs) });
        return [name, response.status < 500] as const;
      } catch {
        return [name, false] as const;
      }
    };
    const results = await Promise.all([
      probe('gateway', `${config.gatewayUrl}/api/healtz`),
      probe('tts', `${config.ttsUrl}/en-rt/voices`, { 'x-api-key': config.ttsApiKey }),
      probe('agents', `${config.agentsUrl}/verify`, { authorization: `Bearer ${config.agentsApiKey}` }),
    ]);
    const down = results.filter(([, ok]) => !ok).map(([name]) => name);
    return reply.code(down.length === 0 ? 200 : 503).send(down.length === 0 ? { status: 'ready' } : { status: 'not ready', unreachable: down });
  });
}
