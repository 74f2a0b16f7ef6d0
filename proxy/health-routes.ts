import type { FastifyInstance } from 'fastify';
import type { ProxyConfig } from './config';
import type { UpstreamClient } from './upstream-call';

type Readiness = { ok: boolean; body: { status: string; unreachable?: string[] } };
const READINESS_TTL_MS = 2000;

/**
 * `/healthz`: the proxy itself answers (liveness). `/readyz`: each upstream answers below 500 within the
 * connect limit (readiness; 503 naming the ones that do not). Probes are remembered for 2 s, so a load
 * balancer polling every copy often does not multiply calls to the services.
 */
export function healthRoutes(app: FastifyInstance, config: ProxyConfig, upstream: UpstreamClient): void {
  let last: { at: number; result: Promise<Readiness> } | null = null;
  const timeouts = { connectMs: config.policy.connectTimeoutMs, responseMs: config.policy.connectTimeoutMs };
  const probe = async (service: string, url: string, headers: Record<string, string> = {}) => {
    try {
      const response = await upstream.call({ service, url, method: 'GET', headers, timeouts });
      response.resume();
      return [service, (response.statusCode ?? 500) < 500] as const;
    } catch {
      return [service, false] as const;
    }
  };
  const check = async (): Promise<Readiness> => {
    const results = await Promise.all([
      probe('gateway', `${config.gatewayUrl}/api/healtz`),
      probe('tts', `${config.ttsUrl}/en-rt/voices`, { 'x-api-key': config.ttsApiKey }),
      probe('agents', `${config.agentsUrl}/verify`, { authorization: `Bearer ${config.agentsApiKey}` }),
    ]);
    const down = results.filter(([, ok]) => !ok).map(([service]) => service);
    return down.length === 0 ? { ok: true, body: { status: 'ready' } } : { ok: false, body: { status: 'not ready', unreachable: down } };
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (!last || Date.now() - last.at > READINESS_TTL_MS) last = { at: Date.now(), result: check() };
    const readiness = await last.result;
    return reply.code(readiness.ok ? 200 : 503).header('cache-control', 'no-store').send(readiness.body);
  });
}
