import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where a request went, for the labels: a handful of fixed values, so the series stay few whatever the URLs. */
export function routeGroup(url: string): string {
  const path = url.split('?', 1)[0]!;
  for (const group of ['api', 'storage', 'tts', 'agents'] as const)
    if (path === `/${group}` || path.startsWith(`/${group}/`)) return group;
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  return 'static';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Counts one answered request (URL, method, status, seconds from request to the end of the answer). */
export type ResponseObserver = (url: string, method: string, statusCode: number, seconds: number) => void;

/**
 * `GET /metrics` in Prometheus's text format (prom-client), only when METRICS_TOKEN is set and only for a caller
 * that sends it as `Authorization: Bearer <token>`: request counts and latency by route group, the proxy's own
 * 502/504 answers (upstream unreachable or too slow), limits hit (429), open WebSockets, and Node's process
 * metrics. Without a token there is no such route, so nothing is public by accident. Each proxy has its own
 * registry, so several in one process (tests) do not share counters. Returns the observer the gateway fast path
 * calls for the requests it answers outside Fastify's hooks (undefined when there are no metrics).
 */
export function metricsRoute(app: FastifyInstance, token: string | undefined): ResponseObserver | undefined {
  if (!token) return undefined;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'proxy_requests_total',
    help: 'Requests answered, by route group, method and status',
    labelNames: ['group', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'proxy_request_duration_seconds',
    help: 'Time from request to the end of the answer, by route group',
    labelNames: ['group'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  const upstreamFailures = new Counter({
    name: 'proxy_upstream_failures_total',
    help: 'Answers 502 (upstream unreachable or refused) and 504 (upstream too slow), by route group',
    labelNames: ['group', 'kind'],
    registers: [registry],
  });
  const limitsHit = new Counter({
    name: 'proxy_limits_hit_total',
    help: 'Requests refused with 429 (a per-user or upstream limit), by route group',
    labelNames: ['group'],
    registers: [registry],
  });
  const openSockets = new Gauge({
    name: 'proxy_websockets_open',
    help: 'WebSocket connections open now (TTS sockets through the proxy)',
    registers: [registry],
  });

  app.websocketServer.on('connection', (socket) => {
    openSockets.inc();
    socket.once('close', () => openSockets.dec());
  });
  const observe: ResponseObserver = (url, method, status, seconds) => {
    const group = routeGroup(url);
    requests.inc({ group, method: METHODS.has(method) ? method : 'OTHER', status });
    duration.observe({ group }, seconds);
    if (status === 429) limitsHit.inc({ group });
    if (status === 502 || status === 504) upstreamFailures.inc({ group, kind: status === 504 ? 'timeout' : 'error' });
  };
  app.addHook('onResponse', async (request, reply) =>
    observe(request.url, request.method, reply.statusCode, reply.elapsedTime / 1000),
  );

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ detail: 'Metrics need the METRICS_TOKEN as a Bearer token' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
  return observe;
}
