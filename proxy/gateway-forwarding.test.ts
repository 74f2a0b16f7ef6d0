import type { FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy } from './server';
import {
  AGENTS_KEY,
  fakeUpstream,
  json,
  proxyConfig,
  Transcript,
  TTS_KEY,
  type FakeUpstream,
} from './testing/proxy-test-kit';

/** `/api/*` and `/storage/*`: the user's own credentials and the bodies pass as they are, failures become JSON. */
let gateway: FakeUpstream;
let proxy: FastifyInstance;
let proxyUrl: string;
const run = new Transcript();
const AUDIO = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

beforeAll(async () => {
  gateway = await fakeUpstream((request, response) => {
    if (request.url === '/api/login') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['session_id=s1; HttpOnly; Path=/; SameSite=Lax', 'other=1; Path=/'],
        'x-powered-by': 'Gateway 1.0',
        server: 'gateway-server',
      });
      return void response.end(JSON.stringify({ csrf_token: 'c1' }));
    }
    if (request.url === '/api/hop') {
      response.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-hop',
        'keep-alive': 'timeout=72',
        'x-hop': 'upstream only',
        'proxy-authenticate': 'Basic',
      });
      return void response.end('{}');
    }
    // Never answers: the proxy's own timeout is the only way out.
    if (request.url === '/api/slow') return;
    if (request.url.startsWith('/storage/take.wav')) {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
      if (!range) {
        response.writeHead(200, {
          'content-type': 'audio/wav',
          'content-length': String(AUDIO.length),
          'accept-ranges': 'bytes',
        });
        return void response.end(AUDIO);
      }
      const [start, end] = [Number(range[1]), Number(range[2])];
      response.writeHead(206, {
        'content-type': 'audio/wav',
        'content-range': `bytes ${start}-${end}/${AUDIO.length}`,
        'content-length': String(end - start + 1),
      });
      return void response.end(AUDIO.subarray(start, end + 1));
    }
    json(response, 200, { method: request.method, url: request.url, body: request.body });
  });
  proxy = await createProxy(
    proxyConfig({ gateway: gateway.url, services: 'http://127.0.0.1:9' }, { gatewayTimeoutMs: 5000 }),
    { serveStudio: false, logStream: run.logs },
  );
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await proxy.close();
  await gateway.close();
});

describe('gateway pass-through', () => {
  it('passes the user’s cookie, CSRF token and personal key untouched, and every Set-Cookie back', async () => {
    gateway.seen.length = 0;
    const login = await fetch(`${proxyUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.c","password":"p"}',
    });
    expect(login.headers.getSetCookie()).toEqual(['session_id=s1; HttpOnly; Path=/; SameSite=Lax', 'other=1; Path=/']);
    expect(login.headers.get('x-powered-by')).toBeNull();
    expect(login.headers.get('server')).toBeNull();
    await run.fetch(`${proxyUrl}/api/recordings/r1?folder_id=f&api_key=mine`, {
      method: 'PATCH',
      headers: {
        cookie: 'session_id=s1',
        'x-csrf-token': 'c1',
        'api-key': 'personal',
        'content-type': 'application/json',
      },
      body: '{"label":"x"}',
    });
    const patch = gateway.seen.find((request) => request.method === 'PATCH')!;
    expect(patch.url).toBe('/api/recordings/r1?folder_id=f&api_key=mine');
    expect(patch.headers).toMatchObject({ cookie: 'session_id=s1', 'x-csrf-token': 'c1', 'api-key': 'personal' });
    expect(patch.body).toBe('{"label":"x"}');
  });

  it('passes Range requests for audio seeking (206 with Content-Range)', async () => {
    const part = await fetch(`${proxyUrl}/storage/take.wav`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
    const whole = await fetch(`${proxyUrl}/storage/take.wav`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(whole.headers.get('content-length')).toBe(String(AUDIO.length));
    expect(whole.headers.get('content-encoding')).toBeNull();
  });

  it('refuses dot segments, encoded slashes and empty segments before they reach the gateway', async () => {
    gateway.seen.length = 0;
    for (const target of [
      '/api/../v1/public/tts/en-rt/voices',
      '/api/%2e%2e/agents/launch',
      '/storage/..%2f..%2fapi/auth',
      '/api//projects',
      '/api/projects/%2E%2E',
      '/storage/x/..;/..;/api/auth',
      '/api\\..\\agents',
    ]) {
      expect((await run.raw(proxyUrl, target, { headers: { 'api-key': 'personal' } })).status, target).toBe(404);
    }
    expect(gateway.seen).toEqual([]);
  });

  it('refuses a malformed percent-encoding in the path or the query with 400 and one log line, before the gateway', async () => {
    gateway.seen.length = 0;
    const linesBefore = run.logLines().length;
    for (const target of ['/api/healtz?x=%', '/api/healtz?x=%zz&y=1', '/api/projects?q=100%']) {
      const response = await run.raw(proxyUrl, target);
      expect(response.status, target).toBe(400);
      expect(JSON.parse(response.body), target).toEqual({
        detail: 'The request target has a malformed percent-encoding',
      });
    }
    // In the path the router itself refuses it (contract/framework-errors.ts).
    const path = await run.raw(proxyUrl, '/storage/a%2.wav');
    expect(path.status).toBe(400);
    expect(JSON.parse(path.body)).toEqual({ detail: 'The request path is not a valid URL' });
    expect(gateway.seen).toEqual([]);
    const lines = run
      .logLines()
      .slice(linesBefore)
      .filter((line) => line.msg === 'request refused');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.err === undefined && JSON.stringify(line).length < 400)).toBe(true);
    expect((await run.raw(proxyUrl, '/api/healtz?x=%25&y=caf%C3%A9')).status).toBe(200);
  });

  it('keeps hop-by-hop headers on their own hop both ways; an HTTP/1.0 GET gets no upstream Keep-Alive and is closed', async () => {
    gateway.seen.length = 0;
    const { port } = new URL(proxyUrl);
    // exchange() resolves only when the proxy closes the connection (its keep-alive is 72 s).
    const answer = await exchange(Number(port), 'GET /api/hop HTTP/1.0\r\nHost: studio.test\r\n\r\n');
    run.add(answer);
    const head = answer.split('\r\n\r\n', 1)[0]!.toLowerCase();
    expect(head).toMatch(/^http\/1\.1 200/);
    expect(head).not.toContain('timeout=72');
    expect(head).not.toContain('x-hop');
    expect(head).not.toContain('proxy-authenticate');
    expect(head).toContain('connection: close');

    await exchange(
      Number(port),
      [
        'GET /api/projects HTTP/1.1',
        'Host: studio.test',
        'Connection: close, X-Client-Hop',
        'X-Client-Hop: 1',
        'Keep-Alive: timeout=5',
        'TE: trailers',
        'Trailer: X-Sum',
        'Proxy-Connection: keep-alive',
        'Proxy-Authorization: Basic cHJveHk6c2VjcmV0',
        'X-End-To-End: kept',
        '',
        '',
      ].join('\r\n'),
    );
    const seen = gateway.seen.find((request) => request.url === '/api/projects')!;
    expect(seen.headers['x-end-to-end']).toBe('kept');
    for (const name of ['x-client-hop', 'keep-alive', 'te', 'trailer', 'proxy-connection', 'proxy-authorization'])
      expect(seen.headers[name], name).toBeUndefined();
    expect(seen.headers.connection ?? '').not.toMatch(/x-client-hop|close/i);
  });

  it('answers 502 when the gateway is unreachable and 504 when it is too slow, as JSON', async () => {
    const slow = await run.fetch(`${proxyUrl}/api/slow`);
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body)).toEqual({ detail: 'The gateway did not answer in time' });
    const dead = await createProxy(proxyConfig({ gateway: 'http://127.0.0.1:9', services: 'http://127.0.0.1:9' }), {
      serveStudio: false,
      logStream: run.logs,
    });
    const dead502 = await run.fetch(`${await dead.listen({ port: 0, host: '127.0.0.1' })}/api/projects`);
    expect(dead502.status).toBe(502);
    expect(dead502.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(dead502.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(dead502.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(JSON.parse(dead502.body)).toEqual({ detail: 'The gateway is unreachable' });
    await dead.close();
  });

  it.skipIf(spawnSync('openssl', ['version']).status !== 0)(
    'verifies the gateway’s TLS certificate (502 for a self-signed one)',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'proxy-tls-'));
      const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
      spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ]);
      const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) =>
        json(response, 200, { intercepted: true }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const tlsUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const guarded = await createProxy(proxyConfig({ gateway: tlsUrl, services: tlsUrl }), {
        serveStudio: false,
        logger: false,
      });
      const response = await fetch(`${await guarded.listen({ port: 0, host: '127.0.0.1' })}/api/projects`, {
        headers: { cookie: 'session_id=s1' },
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ detail: 'The gateway is unreachable' });
      await guarded.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  );

  it('never shows a key in any response or log line of this run', () => {
    expect(run.text).not.toContain(TTS_KEY);
    expect(run.text).not.toContain(AGENTS_KEY);
    expect(run.logsText).not.toContain('personal');
    expect(run.logsText).not.toContain('session_id=s1');
  });
});

/** Sends raw request bytes and resolves with everything the proxy wrote before it closed the connection. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    // Silence well past any load-induced delay but far short of the proxy's 72 s keep-alive means "left open".
    socket.setTimeout(20_000, () => socket.destroy(new Error(`still open after 20 s of silence: ${received}`)));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}
