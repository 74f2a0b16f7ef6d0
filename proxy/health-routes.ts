import type { FastifyInstance } from 'fastify';
import type { ConnectTimeout, ProxyConfig, Upstreams } from './config';
import { RedisProbe } from './redis-probe';
import type { UpstreamClient } from './upstream-call';
import { agentsKeyHeaders, ttsKeyHeaders } from './upstream-keys';

/** What the health routes read of the proxy's config: every upstream and key, Redis, the probes' time limit. */
type HealthSettings = Pick<ProxyConfig, keyof Upstreams | 'redisUrl' | 'embeddedSandbox'> & ConnectTimeout;

type Readiness = {
  ok: boolean;
  body: {
    status: string;
    unreachable?: string[];
    key_refused?: string[];
    storage_full?: string[];
    detail?: string;
    details?: string[];
  };
};
type Probe = 'up' | 'down' | 'key refused' | 'storage full';
const READINESS_TTL_MS = 2000;
const SANDBOX_DOCS_PATH = '/sandbox/docs';
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
 * connect limit and accepts the server's key, and Redis (REDIS_URL) answers PING (readiness; 503 naming the ones
 * that do not: a 401 or 403 means the configured key is wrong, and every TTS or agent call would fail; a 507
 * from the gateway means its storage is full, and every write would fail). Probes are remembered for 2 s, so a load
 * balancer polling every copy often does not multiply calls to the services. What the agents service says it
 * cannot do (its verify answer's `details`, e.g. the sandbox when spoken turns are not recognised) is passed on
 * in `details`, ready or not.
 */
export function healthRoutes(app: FastifyInstance, config: HealthSettings, upstream: UpstreamClient): void {
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
        status === 401 || status === 403
          ? 'key refused'
          : status === 507
            ? 'storage full'
            : status < 500
              ? 'up'
              : 'down',
        details,
      ] as const;
    } catch {
      return [service, 'down', []] as const;
    }
  };
  const redis = config.redisUrl ? new RedisProbe(config.redisUrl, config.policy.connectTimeoutMs) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  const check = async (): Promise<Readiness> => {
    const results = await Promise.all([
      probe('gateway', `${config.gatewayUrl}/api/healtz`),
      probe('tts', `${config.ttsUrl}/en-rt/voices`, ttsKeyHeaders(config.ttsApiKey)),
      probe('agents', `${config.agentsUrl}/verify`, agentsKeyHeaders(config.agentsApiKey)),
      ...(redis ? [redis.isUp().then((up) => ['redis', up ? 'up' : 'down', []] as const)] : []),
    ]);
    const named = (wanted: Probe) => results.filter(([, state]) => state === wanted).map(([service]) => service);
    const [down, refused, full] = [named('down'), named('key refused'), named('storage full')];
    const details = results.flatMap(([, , said]) => said);
    const noted = details.length ? { details } : {};
    if (down.length === 0 && refused.length === 0 && full.length === 0)
      return { ok: true, body: { status: 'ready', ...noted } };
    const detail = [
      ...(down.length ? [`unreachable: ${down.join(', ')}`] : []),
      ...(refused.length
        ? [
            `the server's key was refused by: ${refused.join(', ')} (check ${refused.map((service) => (service === 'tts' ? 'TTS_API_KEY' : 'AGENTS_API_KEY')).join(', ')})`,
          ]
        : []),
      ...(full.length ? [`storage is full at: ${full.join(', ')}`] : []),
    ].join('; ');
    return {
      ok: false,
      body: {
        status: 'not ready',
        unreachable: down,
        ...(refused.length ? { key_refused: refused } : {}),
        ...(full.length ? { storage_full: full } : {}),
        detail,
        ...noted,
      },
    };
  };

  // Which upstream this is, for the studio's pages: with the embedded sandbox, its demo account (the sign-in hint)
  // and its API reference, served from this origin (the sandbox's own port is random and local to this machine).
  const sandbox = config.embeddedSandbox;
  app.get('/healthz', async () => ({
    status: 'ok',
    upstream: sandbox ? 'sandbox' : 'service',
    ...(sandbox ? { demo_account: sandbox.demoAccount, docs_url: SANDBOX_DOCS_PATH } : {}),
  }));
  if (sandbox)
    app.get(SANDBOX_DOCS_PATH, async (_request, reply) => {
      const response = await upstream.call({
        service: 'gateway',
        url: `${config.gatewayUrl}/docs`,
        method: 'GET',
        headers: {},
        timeouts,
      });
      return reply
        .code(response.statusCode ?? 502)
        .type('text/html; charset=utf-8')
        .send(response);
    });
  app.get('/readyz', async (_request, reply) => {
    if (!last || Date.now() - last.at > READINESS_TTL_MS) last = { at: Date.now(), result: check() };
    const readiness = await last.result;
    return reply
      .code(readiness.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness.body);
  });
}
