import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyConfig } from './config';
import { createProxy } from './server';

/** Distinctive fake keys: nothing the proxy answers or logs may ever contain them. */
const TTS_KEY = 'FAKE-TTS-KEY-7f3a9c';
const AGENTS_KEY = 'FAKE-AGENTS-KEY-b21e44';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];

function fakeUpstream(handler: (request: Seen, response: http.ServerResponse) => void) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const record = { method: request.method!, url: request.url!, headers: request.headers, body };
      seen.push(record);
      handler(record, response);
    });
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })),
  );
}

const json = (response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

let gateway: Awaited<ReturnType<typeof fakeUpstream>>;
let services: Awaited<ReturnType<typeof fakeUpstream>>;
let proxyUrl: string;
let closeProxy: () => Promise<void>;
const logs = new PassThrough();
let logText = '';
const responses: string[] = [];

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${proxyUrl}${path}`, init);
  const body = await response.text();
  const headerLines: string[] = [];
  response.headers.forEach((value, name) => headerLines.push(`${name}: ${value}`));
  responses.push(headerLines.join('\n'), body);
  return { status: response.status, body, headers: response.headers };
}

const SIGNED_IN = { cookie: 'session_id=good', 'x-csrf-token': 'csrf' };

beforeAll(async () => {
  logs.on('data', (chunk) => (logText += chunk.toString()));
  gateway = await fakeUpstream((request, response) => {
    if (request.url === '/api/auth') return request.headers.cookie === 'session_id=good' ? json(response, 200, { id: 'user-1' }) : json(response, 401, { detail: 'no' });
    if (request.url === '/api/healtz') return json(response, 200, { state: 'OK' });
    return json(response, 404, { detail: 'Not Found' });
  });
  services = await fakeUpstream((request, response) => {
    if (request.url.includes('slow')) return setTimeout(() => json(response, 200, {}), 3000);
    if (request.url.endsWith('/tts/sse')) {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write('{"type":"chunk","data":"AAAA"}\n');
      setTimeout(() => response.end('{"type":"chunk","data":"BBBB"}\n'), 50);
      return;
    }
    return json(response, 200, { path: request.url, echo: 'ok' });
  });
  const config: ProxyConfig = {
    port: 0,
    host: '127.0.0.1',
    staticDir: '/nonexistent',
    gatewayUrl: gateway.url,
    ttsUrl: `${services.url}/v1/public/tts`,
    agentsUrl: `${services.url}/agents`,
    ttsApiKey: TTS_KEY,
    agentsApiKey: AGENTS_KEY,
    policy: { requireAuth: true, launchesPerMinute: 3, ttsConcurrency: 5, connectTimeoutMs: 1000, ttsTimeoutMs: 1000 },
  };
  const proxy = await createProxy(config, { serveStudio: false, logStream: logs });
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
  closeProxy = () => proxy.close();
});

afterAll(async () => {
  await closeProxy();
  gateway.close();
  services.close();
});

describe('key routes', () => {
  it('need a signed-in gateway user', async () => {
    expect((await call('/tts/en-rt/voices')).status).toBe(401);
    expect((await call('/tts/en-rt/voices', { headers: { cookie: 'session_id=bad' } })).status).toBe(401);
    expect((await call('/agents/voices', { headers: SIGNED_IN })).status).toBe(200);
  });

  it('replace any key the client sends with the server’s', async () => {
    seen.length = 0;
    const response = await call('/tts/en-rt/voices?api_key=client-key', { headers: { ...SIGNED_IN, 'x-api-key': 'client-key', authorization: 'Bearer client-key' } });
    expect(response.status).toBe(200);
    const upstream = seen.find((request) => request.url.startsWith('/v1/public/tts/en-rt/voices'))!;
    expect(upstream.url).toBe('/v1/public/tts/en-rt/voices');
    expect(upstream.headers['x-api-key']).toBe(TTS_KEY);
    expect(upstream.headers.authorization).toBeUndefined();
    expect(upstream.headers.cookie).toBeUndefined();
    await call('/agents/verify', { headers: { ...SIGNED_IN, authorization: 'Bearer client-key' } });
    expect(seen.find((request) => request.url === '/agents/verify')!.headers.authorization).toBe(`Bearer ${AGENTS_KEY}`);
  });

  it('forward only the allowed routes and methods, whatever the path encoding', async () => {
    /** Sends the path byte for byte (fetch would normalise dot segments before the proxy saw them). */
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(proxyUrl);
        const request = http.request({ host: url.hostname, port: url.port, path, method: 'GET', headers: SIGNED_IN }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    seen.length = 0;
    for (const path of [
      '/tts/en-rt/admin',
      '/tts/de-rt/voices',
      '/tts/en-rt/../../api/projects',
      '/tts/en-rt/%2e%2e/%2e%2e/v1/public/tts/en-rt/voices',
      '/tts/en-rt/tts/..%2fvoices',
      '/tts/en-rt%2fvoices',
      '/agents/sessions',
      '/agents/launch/../voices',
      '/agents/%2e%2e/api/auth',
      '/tts/en-rt//voices',
    ]) {
      expect(await raw(path), path).toBe(404);
    }
    expect(seen.filter((request) => !request.url.startsWith('/api/auth'))).toEqual([]);
    expect((await call('/agents/launch', { headers: SIGNED_IN })).status).toBe(404);
  });

  it('check bodies before any upstream call: 413 over 1 MB, 422 by the contract', async () => {
    seen.length = 0;
    const big = await call('/tts/en-rt/tts/bytes', { method: 'POST', headers: { ...SIGNED_IN, 'content-type': 'application/json' }, body: JSON.stringify({ transcript: 'x'.repeat(1_100_000), voice: { id: 'a' } }) });
    expect(big.status).toBe(413);
    const invalid = await call('/tts/en-rt/tts/bytes', { method: 'POST', headers: { ...SIGNED_IN, 'content-type': 'application/json' }, body: JSON.stringify({ transcript: 'hi', voice: { id: 'a', sampling_params: { top_k: 0 } } }) });
    expect(invalid.status).toBe(422);
    expect(JSON.parse(invalid.body).detail[0].loc).toEqual(['body', 'voice', 'sampling_params', 'top_k']);
    const launch = await call('/agents/launch', { method: 'POST', headers: { ...SIGNED_IN, 'content-type': 'application/json' }, body: JSON.stringify({ transport: 'websocket' }) });
    expect(launch.status).toBe(422);
    expect(seen.filter((request) => !request.url.startsWith('/api/'))).toEqual([]);
  });

  it('stream JSON lines through and limit launches per user with Retry-After', async () => {
    const sse = await call('/tts/en-rt/tts/sse', { method: 'POST', headers: { ...SIGNED_IN, 'content-type': 'application/json' }, body: JSON.stringify({ transcript: 'Hi.', voice: { id: 'a' } }) });
    expect(sse.body.split('\n').filter(Boolean)).toHaveLength(2);
    const launch = () => call('/agents/launch', { method: 'POST', headers: { ...SIGNED_IN, 'content-type': 'application/json' }, body: JSON.stringify({ preset: 'concierge', transport: 'websocket' }) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await launch()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await launch();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('turn upstream failures into 502 and 504 with a plain detail', async () => {
    const dead = await createProxy(
      { port: 0, host: '127.0.0.1', staticDir: '/x', gatewayUrl: gateway.url, ttsUrl: 'http://127.0.0.1:9/v1/public/tts', agentsUrl: `${services.url}/slow/agents`, ttsApiKey: TTS_KEY, agentsApiKey: AGENTS_KEY, policy: { requireAuth: false, launchesPerMinute: 10, ttsConcurrency: 5, connectTimeoutMs: 300, ttsTimeoutMs: 300 } },
      { serveStudio: false },
    );
    const unreachable = await dead.inject({ method: 'GET', url: '/tts/en-rt/voices' });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toEqual({ detail: 'The text-to-speech service is unreachable' });
    const slow = await dead.inject({ method: 'GET', url: '/agents/voices' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().detail).toMatch(/did not answer in time/);
    await dead.close();
  });

  it('reports health and readiness', async () => {
    expect(JSON.parse((await call('/healthz')).body)).toEqual({ status: 'ok' });
    expect((await call('/readyz')).status).toBe(200);
  });

  it('never shows a key in any response or log line', () => {
    const everything = responses.join('\n') + logText;
    expect(everything.length).toBeGreaterThan(1000);
    expect(everything).not.toContain(TTS_KEY);
    expect(everything).not.toContain(AGENTS_KEY);
  });
});
