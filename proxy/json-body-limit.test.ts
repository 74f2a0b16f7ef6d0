import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from './json-body-limit';
import { createProxy } from './server';
import { proxyConfig } from './testing/proxy-test-kit';

/** A gateway that refuses a large body the way servers do: it answers 413 without reading it and hangs up. */
let gateway: http.Server;
let bodiesReachingGateway = 0;
let proxy: FastifyInstance;
let proxyUrl: string;

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    bodiesReachingGateway++;
    // A body sent in chunks is read to its end here, as a gateway without a limit would.
    if (request.headers['content-length'] === undefined) {
      request.resume();
      return void request.on('end', () => response.end('{}'));
    }
    response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    response.end(JSON.stringify({ detail: 'Request Entity Too Large' }));
    request.socket.destroy();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  proxy = await createProxy(proxyConfig({ gateway: gatewayUrl, services: 'http://127.0.0.1:9' }), {
    serveStudio: false,
    logger: false,
  });
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await proxy.close();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

/** Sends `bytes` of JSON (its length declared, or in chunks), in 1 MB writes, and resolves with the status and body. */
function postJson(bytes: number, declared = true): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const length = declared ? { 'content-length': bytes } : { 'transfer-encoding': 'chunked' };
    const request = http.request(
      `${proxyUrl}/api/projects`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...length } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const write = (): void => {
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('an oversized JSON body for the gateway', () => {
  it('is refused with 413 by the proxy, before the gateway hangs up on it mid-body (which was a 502)', async () => {
    const answer = await postJson(32 * JSON_BODY_LIMIT);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The request body is larger than 1 MB' });
    expect(bodiesReachingGateway).toBe(0);
  });

  it('is refused with 413 when sent in chunks without a length, once it passes the limit', async () => {
    const answer = await postJson(8 * JSON_BODY_LIMIT, false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The request body is larger than 1 MB' });
  });
});
