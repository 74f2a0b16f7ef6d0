import type { FastifyInstance } from 'fastify';
import type { ProxyConfig } from './config';
import type { UpstreamClient } from './upstream-call';

type Readiness = {
  ok: boolean;
  body: { status: string; unreachable?: string[]; key_refused?: string[]; detail?: string; details?: string[] };
};
type Probe = 'up' | 'down' | 'key refused';
const READINESS_TTL_MS = 2000;
const NOTES_MAX_BYTES = 8192;

/** What a service says about itself in a small JSON answer's `details` (strings), such as what it cannot do. */
async function detailsOf(response: NodeJS.ReadableStream): Promise<string[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > NOTES_MAX_BYTES) return [];
    chunks.push(chunk);
  }
  try {
    const details = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { details?: unknown }).details;
    return Array.isArray(details) ? details.filter((detail): detail is string => typeof detail === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `/healthz`: the proxy itself answers (liveness). `/readyz`: each upstream answers below 500 within the
 * connect limit and accepts the server's key (readiness; 503 naming the ones that do not: a 401 or 403 means
 * the configured key is wrong, and every TTS or agent call would fail). Probes are remembered for 2 s, so a load
 * balancer polling every copy often does not multiply calls to the services. What the agents service says it
 * cannot do (its verify answer's `details`, e.g. the sandbox when spoken turns are not recognised) is passed on
 * in `details`, ready or not.
 */
export function healthRoutes(app: FastifyInstance, config: ProxyConfig, upstream: UpstreamClient): void {
  let last: { at: number; result: Promise<Readiness> } | null = null;
  const timeouts = { connectMs: config.policy.connectTimeoutMs, responseMs: config.policy.connectTimeoutMs };
  const probe = async (
    service: string,
    url: string,
    headers: Record<string, string> = {},
  ): Promise<readonly [string, Probe, string[]]> => {
    try {
      const response = await upstream.call({ service, url, method: 'GET', headers, timeouts });
      const status = response.statusCode ?? 500;
      const details = status === 200 && service === 'agents' ? await detailsOf(response) : (response.resume(), []);
      return [
        service,
        status === 401 || status === 403 ? 'key refused' : status < 500 ? 'up' : 'down',
        details,
      ] as const;
    } catch {
      return [service, 'down', []] as const;
    }
  };
  const check = async (): Promise<Readiness> => {
    const results = await Promise.all([
      probe('gateway', `${config.gatewayUrl}/api/healtz`),
      probe('tts', `${config.ttsUrl}/en-rt/voices`, { 'x-api-key': config.ttsApiKey }),
      probe('agents', `${config.agentsUrl}/verify`, { authorization: `Bearer ${config.agentsApiKey}` }),
    ]);
    const down = results.filter(([, state]) => state === 'down').map(([service]) => service);
    const refused = results.filter(([, state]) => state === 'key refused').map(([service]) => service);
    const details = results.flatMap(([, , said]) => said);
    const noted = details.length ? { details } : {};
    if (down.length === 0 && refused.length === 0) return { ok: true, body: { status: 'ready', ...noted } };
    const detail = [
      ...(down.length ? [`unreachable: ${down.join(', ')}`] : []),
      ...(refused.length
        ? [
            `the server's key was refused by: ${refused.join(', ')} (check ${refused.map((service) => (service === 'tts' ? 'TTS_API_KEY' : 'AGENTS_API_KEY')).join(', ')})`,
          ]
        : []),
    ].join('; ');
    return {
      ok: false,
      body: {
        status: 'not ready',
        unreachable: down,
        ...(refused.length ? { key_refused: refused } : {}),
        detail,
        ...noted,
      },
    };
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (!last || Date.now() - last.at > READINESS_TTL_MS) last = { at: Date.now(), result: check() };
    const readiness = await last.result;
    return reply
      .code(readiness.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness.body);
  });
}
