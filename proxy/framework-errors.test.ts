import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from '../sandbox/testing/listening-sandbox';
import { rawRequest } from '../sandbox/testing/raw-request';
import { createProxy } from './server';
import { proxyConfig } from './testing/proxy-test-kit';

/**
 * Issue 10 §5: refusals made by the framework or Node's parser answer `{detail: "..."}` like every other error,
 * in the sandbox and the proxy, and never echo the request's path back.
 */
let sandbox: ListeningSandbox;
let proxy: FastifyInstance;
let proxyUrl: string;
const KEY = { 'api-key': 'sandbox-demo-key' };
const MARK = 'zq'.repeat(100);

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  proxy = await createProxy(proxyConfig({ gateway: sandbox.url, services: sandbox.url }), {
    serveStudio: false,
    logger: false,
  });
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});

/** Bytes on a fresh connection, the whole answer back (for requests no HTTP client would send). */
function rawBytes(base: string, bytes: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0),
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      }),
    );
  });
}

const expectDetail = (response: { status: number; body: string }, status: number | number[]) => {
  expect([status].flat(), response.body).toContain(response.status);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['detail']);
  expect(typeof body.detail === 'string' || Array.isArray(body.detail)).toBe(true);
  expect(response.body).not.toContain(MARK);
};

describe.each([
  ['the sandbox', () => sandbox.url],
  ['the proxy', () => proxyUrl],
])('framework-level errors from %s', (_name, base) => {
  it('414 for a 200-character path parameter', async () => {
    expectDetail(await rawRequest(base(), `/api/folders/${MARK}`, { headers: KEY }), 414);
  });

  it('431 for a 100 KB query and for a 16 KB header', async () => {
    expectDetail(await rawRequest(base(), `/api/projects?q=${MARK}${'a'.repeat(100_000)}`, { headers: KEY }), 431);
    expectDetail(
      await rawRequest(base(), '/api/projects', { headers: { ...KEY, 'x-filler': 'a'.repeat(16 * 1024) } }),
      431,
    );
  });

  it('400 for a request Node cannot parse, and for a path that is not a valid URL', async () => {
    expectDetail(await rawBytes(base(), `GET /api/${MARK} HTTP/1.1\r\nHost: x\r\nbad header line\r\n\r\n`), 400);
    expectDetail(await rawRequest(base(), `/api/folders/%E0%A4%A${MARK}`, { headers: KEY }), [400, 404]);
  });

  it('404 for an unknown route, 413, 415 and bad JSON in the documented shapes', async () => {
    expectDetail(await rawRequest(base(), `/api/${MARK}`, { headers: KEY }), 404);
    const json = { ...KEY, 'content-type': 'application/json' };
    expectDetail(
      await rawRequest(base(), '/api/projects', {
        method: 'POST',
        headers: json,
        body: `{"name":"${'a'.repeat(2 * 1024 * 1024)}"}`,
      }),
      413,
    );
    expectDetail(
      await rawRequest(base(), '/api/projects', {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'text/xml' },
        body: '<a/>',
      }),
      415,
    );
    expectDetail(
      await rawRequest(base(), '/api/projects', { method: 'POST', headers: json, body: '{"name":' }),
      [400, 422],
    );
  });
});
