import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createProxy } from './server';
import {
  fakeGatewayAuth,
  fakeUpstream,
  json,
  proxyConfig,
  SIGNED_IN,
  type FakeUpstream,
} from './testing/proxy-test-kit';

/** With TLS the proxy speaks HTTP/2 to clients that offer it and HTTP/1.1 (WebSockets included) to the rest, on one port. */
let work: string;
let gateway: FakeUpstream;
let tts: FakeUpstream;
let sockets: WebSocketServer;
let proxy: FastifyInstance;
let origin: string;

type H2Answer = { status: number; headers: http2.IncomingHttpHeaders; body: string };

/** One request over an HTTP/2 session (certificate not checked: it is self-signed). */
function h2(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    let text = '';
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: text }));
    stream.on('error', reject);
    stream.end(body);
  });
}

const connect = () => http2.connect(origin, { rejectUnauthorized: false });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'proxy-h2-'));
  const site = path.join(work, 'site');
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(path.join(site, 'assets', 'app-1a2b3c.js'), 'console.log("studio over h2");');
  gateway = await fakeUpstream((request, response) => {
    if (!fakeGatewayAuth(request, response))
      json(response, 200, { method: request.method, url: request.url, body: request.body });
  });
  tts = await fakeUpstream((_request, response) => json(response, 404, { detail: 'Not Found' }));
  sockets = new WebSocketServer({ server: tts.server });
  sockets.on('connection', (socket) =>
    socket.on('message', (data) =>
      socket.send(
        JSON.stringify({
          type: 'done',
          context_id: (JSON.parse(data.toString()) as { context_id: string }).context_id,
        }),
      ),
    ),
  );
  const config = proxyConfig(
    { gateway: gateway.url, services: tts.url },
    { staticDir: site, tls: { kind: 'self-signed', dir: path.join(work, 'tls') } },
  );
  proxy = await createProxy(config, { logger: false });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await proxy.close();
  sockets.close();
  await gateway.close();
  await tts.close();
  rmSync(work, { recursive: true, force: true });
});

describe('HTTP/2 with TLS', () => {
  it('serves /healthz, a static file and the gateway over h2', async () => {
    const session = connect();
    try {
      const health = await h2(session, { ':path': '/healthz' });
      expect(session.alpnProtocol).toBe('h2');
      expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
      expect(health.headers['content-security-policy']).toContain("default-src 'self'");

      const asset = await h2(session, { ':path': '/assets/app-1a2b3c.js' });
      expect(asset).toMatchObject({ status: 200, body: 'console.log("studio over h2");' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      gateway.seen.length = 0;
      const posted = await h2(
        session,
        { ':method': 'POST', ':path': '/api/recordings?folder_id=f', 'content-type': 'application/json', ...SIGNED_IN },
        '{"name":"take"}',
      );
      expect(posted.status).toBe(200);
      expect(JSON.parse(posted.body)).toEqual({
        method: 'POST',
        url: '/api/recordings?folder_id=f',
        body: '{"name":"take"}',
      });
      expect(posted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(posted.headers['content-security-policy']).toContain(`wss://${new URL(origin).host}`);
      // The gateway gets an ordinary HTTP/1.1 request: no pseudo-headers, the client's host and scheme forwarded.
      const seen = gateway.seen[0]!.headers;
      expect(Object.keys(seen).filter((name) => name.startsWith(':'))).toEqual([]);
      expect(seen).toMatchObject({
        cookie: SIGNED_IN.cookie,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': new URL(origin).host,
        'x-forwarded-for': '127.0.0.1',
      });
    } finally {
      session.close();
    }
  });

  it('still speaks HTTP/1.1 on the same port, WebSocket upgrades included', async () => {
    const version = await new Promise<string>((resolve, reject) => {
      https
        .get(`${origin}/healthz`, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.httpVersion);
        })
        .on('error', reject);
    });
    expect(version).toBe('1.1');

    const socket = new WebSocket(`${origin.replace('https', 'wss')}/tts/en-rt/tts/websocket`, {
      headers: SIGNED_IN,
      origin,
      rejectUnauthorized: false,
    });
    const reply = await new Promise<string>((resolve, reject) => {
      socket.once('open', () =>
        socket.send(JSON.stringify({ context_id: 'c1', transcript: 'hello', voice: { id: 'samantha' } })),
      );
      socket.once('message', (data) => resolve(data.toString()));
      socket.once('error', reject);
    });
    expect(JSON.parse(reply)).toMatchObject({ type: 'done', context_id: 'c1' });
    socket.close();
  });

  it('lets an h2 request in flight finish on shutdown and does not wait for idle sessions', async () => {
    let answer = () => {};
    const slowGateway = await fakeUpstream(
      (_request, response) => void (answer = () => json(response, 200, { done: true })),
    );
    // A grace period longer than the test's timeout: the close can end in time only by not waiting for idle sessions.
    const closing = await createProxy(
      proxyConfig(
        { gateway: slowGateway.url, services: tts.url },
        { shutdownGraceMs: 120_000, tls: { kind: 'self-signed', dir: path.join(work, 'tls') } },
      ),
      {
        serveStudio: false,
        logger: false,
      },
    );
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const session = http2.connect(`https://127.0.0.1:${(closing.server.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    });
    const idle = http2.connect(`https://127.0.0.1:${(closing.server.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    });
    await h2(idle, { ':path': '/healthz' });
    const inFlight = h2(session, { ':path': '/api/projects' });
    while (slowGateway.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const closed = closing.close();
    answer();
    expect(await inFlight).toMatchObject({ status: 200, body: '{"done":true}' });
    await closed;
    session.close();
    idle.close();
    await slowGateway.close();
  });
});
