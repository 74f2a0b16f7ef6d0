import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { routeGroup } from './metrics';
import { createProxy } from './server';
import {
  fakeGatewayAuth,
  fakeUpstream,
  json,
  proxyConfig,
  SIGNED_IN,
  type FakeUpstream,
} from './testing/proxy-test-kit';

const TOKEN = 'metrics-token-0123456789';
let gateway: FakeUpstream;
let services: FakeUpstream;
let sockets: WebSocketServer;
let proxy: FastifyInstance;
let base: string;

beforeAll(async () => {
  gateway = await fakeUpstream((request, response) => {
    if (!fakeGatewayAuth(request, response)) json(response, 200, { items: [] });
  });
  // The TTS service answers sockets but never its voice list (the proxy's 504 after 1 s); the agents service is
  // unreachable (port 1), so a launch gets the proxy's 502.
  services = await fakeUpstream((request, response) => {
    if (!request.url.endsWith('/voices')) json(response, 404, { detail: 'Not Found' });
  });
  sockets = new WebSocketServer({ server: services.server });
  const config = proxyConfig(
    { gateway: gateway.url, services: services.url },
    {
      metricsToken: TOKEN,
      agentsUrl: 'http://127.0.0.1:1/agents',
      policy: {
        requireAuth: true,
        launchesPerMinute: 1,
        ttsConcurrency: 5,
        connectTimeoutMs: 1000,
        ttsTimeoutMs: 1000,
      },
    },
  );
  proxy = await createProxy(config, { serveStudio: false, logger: false });
  base = await proxy.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxy.close();
  sockets.close();
  await gateway.close();
  await services.close();
});

const scrape = async (authorization = `Bearer ${TOKEN}`) => fetch(`${base}/metrics`, { headers: { authorization } });
const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...SIGNED_IN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const open = await createProxy(proxyConfig({ gateway: gateway.url, services: services.url }), {
      serveStudio: false,
      logger: false,
    });
    try {
      const response = await open.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('process_cpu');
    } finally {
      await open.close();
    }
  });

  it('answers 401 with WWW-Authenticate to a caller without the token or with another one', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ detail: 'Metrics need the METRICS_TOKEN as a Bearer token' });
    }
  });

  it('counts requests and latency by route group, 429s, upstream failures, open sockets and the process', async () => {
    expect((await fetch(`${base}/api/projects`, { headers: SIGNED_IN })).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await post('/agents/launch', { preset: 'concierge', transport: 'websocket' })).status).toBe(502);
    expect((await post('/agents/launch', { preset: 'concierge', transport: 'websocket' })).status).toBe(429);
    expect((await fetch(`${base}/tts/en-rt/voices`, { headers: SIGNED_IN })).status).toBe(504);

    const socket = new WebSocket(`${base.replace('http', 'ws')}/tts/en-rt/tts/websocket`, {
      headers: SIGNED_IN,
      origin: base,
    });
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    const during = await (await scrape()).text();
    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await scrape();
    const text = await response.text();

    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(during).toMatch(/^proxy_websockets_open 1$/m);
    expect(text).toMatch(/^proxy_websockets_open 0$/m);
    expect(text).toContain('proxy_requests_total{group="api",method="GET",status="200"} 1');
    expect(text).toContain('proxy_requests_total{group="health",method="GET",status="200"} 1');
    expect(text).toContain('proxy_requests_total{group="agents",method="POST",status="429"} 1');
    expect(text).toContain('proxy_request_duration_seconds_count{group="agents"} 2');
    expect(text).toMatch(/^proxy_request_duration_seconds_bucket\{le="30",group="api"\} 1$/m);
    expect(text).toContain('proxy_limits_hit_total{group="agents"} 1');
    expect(text).toContain('proxy_upstream_failures_total{group="agents",kind="error"} 1');
    expect(text).toContain('proxy_upstream_failures_total{group="tts",kind="timeout"} 1');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('groups by the path only, with a fixed set of values', () => {
    expect(
      [
        '/api/x?y=1',
        '/storage/a.wav',
        '/tts/en-rt/voices',
        '/agents/launch',
        '/healthz',
        '/readyz',
        '/metrics',
        '/',
        '/assets/app.js',
        '/apiary',
      ].map(routeGroup),
    ).toEqual(['api', 'storage', 'tts', 'agents', 'health', 'health', 'metrics', 'static', 'static', 'static']);
  });
});
