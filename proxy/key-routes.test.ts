import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProxy } from './server';
import {
  AGENTS_KEY,
  fakeGatewayAuth,
  fakeUpstream,
  json,
  proxyConfig,
  SIGNED_IN,
  Transcript,
  TTS_KEY,
  type FakeUpstream,
} from './testing/proxy-test-kit';

let gateway: FakeUpstream;
let services: FakeUpstream;
let proxy: FastifyInstance;
let proxyUrl: string;
const run = new Transcript();

const JSON_HEADERS = { ...SIGNED_IN, 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  run.fetch(`${proxyUrl}${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const speak = (transcript: string) => post('/tts/en-rt/tts/bytes', { transcript, voice: { id: 'samantha' } });
const serviceCalls = () => services.seen.length;
/** Answers the fake upstream holds back until the test releases them, so no assertion depends on timing. */
const held: Array<() => void> = [];
const releaseHeld = () => held.splice(0).forEach((release) => release());

beforeAll(async () => {
  gateway = await fakeUpstream((request, response) => {
    if (fakeGatewayAuth(request, response)) return;
    if (request.url === '/api/healtz') return json(response, 200, { state: 'OK' });
    json(response, 404, { detail: 'Not Found' });
  });
  services = await fakeUpstream((request, response) => {
    // Never answers: the proxy's own timeout is the only way out.
    if (request.url.startsWith('/slow')) return;
    if (request.url.endsWith('/tts/sse')) {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write('{"type":"chunk","data":"AAAA"}\n');
      return void held.push(() => response.end('{"type":"chunk","data":"BBBB"}\n'));
    }
    if (request.url.endsWith('/tts/bytes')) {
      const transcript = (JSON.parse(request.body) as { transcript: string }).transcript;
      if (transcript === 'hold') return void held.push(() => json(response, 200, { held: true }));
      if (transcript === 'busy') return json(response, 429, { detail: 'Too many generations' }, { 'retry-after': '7' });
      if (transcript === 'redirect') {
        response.writeHead(302, {
          location: `https://elsewhere.example.test/?api_key=${request.headers['x-api-key']}`,
        });
        return void response.end();
      }
      if (transcript === 'echo') {
        // A misbehaving upstream that quotes the request, key included, in its headers and body.
        const body = Buffer.from(JSON.stringify({ received: request.headers }));
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'content-disposition': `attachment; filename="${request.headers['x-api-key']}.wav"`,
          'x-debug-key': String(request.headers['x-api-key']),
        });
        return void response.end(body);
      }
      response.writeHead(200, { 'content-type': 'audio/wav' });
      return void response.end(Buffer.alloc(4096, 1));
    }
    if (request.url === '/agents/launch') return json(response, 200, { wsUrl: 'ws://127.0.0.1:1/agents/ws/abc' });
    return json(response, 200, { path: request.url, echo: 'ok' });
  });
  proxy = await createProxy(
    proxyConfig(
      { gateway: gateway.url, services: services.url },
      {
        policy: {
          requireAuth: true,
          launchesPerMinute: 3,
          ttsConcurrency: 2,
          connectTimeoutMs: 10_000,
          ttsTimeoutMs: 20_000,
        },
      },
    ),
    {
      serveStudio: false,
      logStream: run.logs,
    },
  );
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await proxy.close();
  await gateway.close();
  await services.close();
});

describe('key routes', () => {
  it('need a signed-in gateway user: 401 without a session, with a bad one, or with a cookie but no CSRF token', async () => {
    expect((await run.fetch(`${proxyUrl}/tts/en-rt/voices`)).status).toBe(401);
    expect(
      (
        await run.fetch(`${proxyUrl}/tts/en-rt/voices`, {
          headers: { cookie: 'session_id=bad', 'x-csrf-token': 'csrf-good' },
        })
      ).status,
    ).toBe(401);
    expect((await run.fetch(`${proxyUrl}/agents/voices`, { headers: { cookie: 'session_id=good' } })).status).toBe(401);
    expect(
      (
        await post(
          '/agents/launch',
          { preset: 'concierge', transport: 'websocket' },
          { 'content-type': 'application/json' },
        )
      ).status,
    ).toBe(401);
    expect((await run.fetch(`${proxyUrl}/agents/voices`, { headers: SIGNED_IN })).status).toBe(200);
    expect((await run.fetch(`${proxyUrl}/agents/voices`, { headers: { 'api-key': 'user-key' } })).status).toBe(200);
  });

  it('replace any key the client sends with the server’s, and send no query string upstream', async () => {
    services.seen.length = 0;
    const headers = { ...SIGNED_IN, 'x-api-key': 'client-key', authorization: 'Bearer client-key' };
    expect((await run.fetch(`${proxyUrl}/tts/en-rt/voices?api_key=client-key`, { headers })).status).toBe(200);
    const voices = services.seen.find((request) => request.url.includes('/voices'))!;
    expect(voices.url).toBe('/v1/public/tts/en-rt/voices');
    expect(voices.headers['x-api-key']).toBe(TTS_KEY);
    expect(voices.headers.authorization).toBeUndefined();
    expect(voices.headers.cookie).toBeUndefined();
    expect(voices.headers['x-csrf-token']).toBeUndefined();
    await run.fetch(`${proxyUrl}/agents/verify?api_key=client-key`, { headers });
    const verify = services.seen.find((request) => request.url.startsWith('/agents/verify'))!;
    expect(verify.url).toBe('/agents/verify');
    expect(verify.headers.authorization).toBe(`Bearer ${AGENTS_KEY}`);
    expect(verify.headers['x-api-key']).toBeUndefined();
  });

  it('forward only the allowed routes and methods, whatever the path encoding', async () => {
    services.seen.length = 0;
    for (const path of [
      '/tts/en-rt/admin',
      '/tts/de-rt/voices',
      '/tts/en-rt/voices/',
      '/tts/en-rt/../../api/projects',
      '/tts/en-rt/%2e%2e/%2e%2e/v1/public/tts/en-rt/voices',
      '/tts/en-rt/%252e%252e/voices',
      '/tts/en-rt/tts/..%2fvoices',
      '/tts/en-rt/tts/bytes/..;/..;/voices',
      '/tts/en-rt%2fvoices',
      '/tts/en-rt/tts%5cbytes',
      '/tts/en-rt//voices',
      '//tts/en-rt/voices',
      '/tts/./en-rt/voices',
      '/agents/sessions',
      '/agents/ws/abc',
      '/agents/launch/../voices',
      '/agents/%2e%2e/api/auth',
      '/agents/voices%00',
    ]) {
      expect((await run.raw(proxyUrl, path, { headers: SIGNED_IN })).status, path).toBe(404);
    }
    expect((await run.raw(proxyUrl, '/agents/launch', { headers: SIGNED_IN })).status).toBe(404);
    expect((await run.raw(proxyUrl, '/agents/launch', { method: 'DELETE', headers: SIGNED_IN })).status).toBe(404);
    expect((await run.raw(proxyUrl, '/tts/en-rt/voices', { method: 'POST', headers: SIGNED_IN })).status).toBe(404);
    expect((await run.raw(proxyUrl, '/tts/en-rt/tts/bytes', { method: 'GET', headers: SIGNED_IN })).status).toBe(404);
    expect(services.seen).toEqual([]);
  });

  it('check bodies before any upstream call: 413 over 1 MB, 422 by the contract in the FastAPI shape', async () => {
    services.seen.length = 0;
    expect((await speak('x'.repeat(1_100_000))).status).toBe(413);
    const sampling = await post('/tts/en-rt/tts/bytes', {
      transcript: 'hi',
      voice: { id: 'a', sampling_params: { top_k: 0 } },
    });
    expect(sampling.status).toBe(422);
    expect(JSON.parse(sampling.body).detail[0]).toMatchObject({
      loc: ['body', 'voice', 'sampling_params', 'top_k'],
      type: expect.any(String),
      msg: expect.any(String),
    });
    const long = await speak('x'.repeat(5001));
    expect(long.status).toBe(422);
    expect(JSON.parse(long.body).detail[0].loc).toEqual(['body', 'transcript']);
    const sse = await post('/tts/ua-rt/tts/sse', {
      transcript: 'hi',
      voice: { id: 'a' },
      output_format: { encoding: 'mp3' },
    });
    expect(JSON.parse(sse.body).detail[0].loc).toEqual(['body', 'output_format', 'encoding']);
    const launch = await post('/agents/launch', { transport: 'websocket' });
    expect(launch.status).toBe(422);
    expect(JSON.parse(launch.body).detail[0].loc).toEqual(['body', 'system_prompt']);
    expect((await post('/agents/launch', '{"preset":')).status).toBe(400);
    expect(serviceCalls()).toBe(0);
  });

  it('stream JSON lines through line by line, and limit launches per user with Retry-After', async () => {
    const sse = await fetch(`${proxyUrl}/tts/en-rt/tts/sse`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ transcript: 'Hi.', voice: { id: 'a' } }),
    });
    expect(sse.headers.get('content-type')).toBe('application/x-ndjson');
    const reader = sse.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    // The first line arrives whole while the upstream still holds the last one back: only now is it released, so a
    // proxy that buffered the stream would never deliver this first read.
    expect(first.value).toBe('{"type":"chunk","data":"AAAA"}\n');
    releaseHeld();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += part.value;
    expect(rest).toBe('{"type":"chunk","data":"BBBB"}\n');
    run.add(first.value + rest);
    const launch = () => post('/agents/launch', { preset: 'concierge', transport: 'websocket' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await launch()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await launch();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(JSON.parse(limited.body).detail).toMatch(/3 agent launches a minute/);
    // Another user has a budget of their own.
    expect(
      (
        await post(
          '/agents/launch',
          { preset: 'concierge', transport: 'websocket' },
          { 'api-key': 'user-key', 'content-type': 'application/json' },
        )
      ).status,
    ).toBe(200);
  });

  it('limit concurrent generations per user with Retry-After, and free the slots when they end', async () => {
    const holding = [speak('hold'), speak('hold')];
    // Both generations have reached the upstream (their slots are taken) and stay open until released.
    await vi.waitFor(() => expect(services.seen.filter((request) => request.body.includes('"hold"'))).toHaveLength(2), {
      timeout: 20_000,
    });
    const third = await speak('hello');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('2');
    releaseHeld();
    expect((await Promise.all(holding)).map((response) => response.status)).toEqual([200, 200]);
    const after = await speak('hello');
    expect(after.status).toBe(200);
    expect(after.headers.get('content-type')).toBe('audio/wav');
    expect(after.body.length).toBe(4096);
  });

  it('pass an upstream 429 with its Retry-After, and never follow or show an upstream redirect', async () => {
    const busy = await speak('busy');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('7');
    const redirect = await speak('redirect');
    expect(redirect.status).toBe(502);
    expect(redirect.headers.get('location')).toBeNull();
    expect(JSON.parse(redirect.body)).toEqual({ detail: 'The text-to-speech service answered with a redirect' });
  });

  it('mask a key that an upstream echoes, in headers and body, keeping the length', async () => {
    const echo = await speak('echo');
    expect(echo.status).toBe(200);
    expect(echo.headers.get('x-debug-key')).toBeNull();
    expect(echo.headers.get('content-disposition')).toBe(`attachment; filename="${'*'.repeat(TTS_KEY.length)}.wav"`);
    expect(JSON.parse(echo.body).received['x-api-key']).toBe('*'.repeat(TTS_KEY.length));
    expect(Number(echo.headers.get('content-length'))).toBe(echo.body.length);
  });

  it('refuse calls from another site’s page (Origin), so a visitor’s cookies cannot spend the keys', async () => {
    const foreign = await post(
      '/tts/en-rt/tts/bytes',
      { transcript: 'hi', voice: { id: 'a' } },
      { ...JSON_HEADERS, origin: 'https://evil.example.test' },
    );
    expect(foreign.status).toBe(403);
    const own = await post(
      '/tts/en-rt/tts/bytes',
      { transcript: 'hi', voice: { id: 'a' } },
      { ...JSON_HEADERS, origin: proxyUrl },
    );
    expect(own.status).toBe(200);
  });

  it('turn upstream failures into 502 and 504 with a plain detail', async () => {
    const dead = await createProxy(
      proxyConfig(
        { gateway: gateway.url, services: services.url },
        {
          ttsUrl: 'http://127.0.0.1:9/v1/public/tts',
          agentsUrl: `${services.url}/slow/agents`,
          policy: {
            requireAuth: false,
            launchesPerMinute: 10,
            ttsConcurrency: 5,
            connectTimeoutMs: 300,
            ttsTimeoutMs: 300,
          },
        },
      ),
      { serveStudio: false, logStream: run.logs },
    );
    const unreachable = await dead.inject({ method: 'GET', url: '/tts/en-rt/voices' });
    run.add(unreachable.body);
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toEqual({ detail: 'The text-to-speech service is unreachable' });
    const slow = await dead.inject({ method: 'GET', url: '/agents/voices' });
    run.add(slow.body);
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ detail: 'The voice-agent service did not answer in time' });
    const slowLaunch = await dead.inject({ method: 'POST', url: '/agents/launch', payload: { preset: 'concierge' } });
    expect(slowLaunch.statusCode).toBe(504);
    await dead.close();
  });

  it('answer 502 (not 401, and not remembered) while the gateway cannot confirm a sign-in', async () => {
    let gatewayUp = false;
    const flaky = await fakeUpstream((request, response) => {
      if (!gatewayUp) return json(response, 503, { detail: 'maintenance' });
      if (!fakeGatewayAuth(request, response)) json(response, 404, { detail: 'Not Found' });
    });
    const second = await createProxy(proxyConfig({ gateway: flaky.url, services: services.url }), {
      serveStudio: false,
      logStream: run.logs,
    });
    const down = await second.inject({ method: 'GET', url: '/agents/voices', headers: SIGNED_IN });
    run.add(down.body);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ detail: 'The gateway could not confirm the sign-in' });
    gatewayUp = true;
    expect((await second.inject({ method: 'GET', url: '/agents/voices', headers: SIGNED_IN })).statusCode).toBe(200);
    // The answer is remembered now: a second call does not ask the gateway again.
    const asked = flaky.seen.length;
    expect((await second.inject({ method: 'GET', url: '/agents/voices', headers: SIGNED_IN })).statusCode).toBe(200);
    expect(flaky.seen.length).toBe(asked);
    await second.close();
    await flaky.close();
  });

  it('report health and readiness', async () => {
    expect(JSON.parse((await run.fetch(`${proxyUrl}/healthz`)).body)).toEqual({ status: 'ok' });
    expect((await run.fetch(`${proxyUrl}/readyz`)).status).toBe(200);
  });

  it('log one JSON line per request with its id, and no cookie, CSRF token or credential parameter', async () => {
    const answer = await run.fetch(`${proxyUrl}/tts/en-rt/voices?api_key=client-key&token=csrf-good&voice=1`, {
      headers: { ...SIGNED_IN, 'api-key': 'user-key' },
    });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = run.logLines().find((entry) => entry.reqId === id && entry.msg === 'request')!;
    expect(line).toMatchObject({
      method: 'GET',
      statusCode: 200,
      url: '/tts/en-rt/voices?api_key=[redacted]&token=[redacted]&voice=1',
    });
    const requestLines = run.logLines().filter((entry) => entry.msg === 'request');
    expect(new Set(requestLines.map((entry) => entry.reqId)).size).toBe(requestLines.length);
    for (const secret of ['session_id=good', 'csrf-good', 'user-key', 'client-key'])
      expect(run.logsText).not.toContain(secret);
  });

  it('never show a key in any response or log line of this run', () => {
    expect(run.text.length).toBeGreaterThan(5000);
    expect(run.text).not.toContain(TTS_KEY);
    expect(run.text).not.toContain(AGENTS_KEY);
  });
});
