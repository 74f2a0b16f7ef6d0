import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawWebSocket } from '../server-common/testing/raw-websocket';
import { createProxy } from './server';
import { fakeUpstream, json, proxyConfig, type FakeUpstream } from './testing/proxy-test-kit';

let upstream: FakeUpstream;
let proxy: FastifyInstance;
let proxyUrl: string;

beforeAll(async () => {
  upstream = await fakeUpstream((_request, response) => json(response, 200, {}));
  proxy = await createProxy(proxyConfig({ gateway: upstream.url, services: upstream.url }), {
    serveStudio: false,
    logger: false,
  });
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('a WebSocket upgrade on the proxy', () => {
  it('is refused with 404 before upgrading on a path that relays no socket', async () => {
    for (const route of ['/', '/healthz', '/readyz', '/tts/en-rt/voices', '/nowhere']) {
      const client = await rawWebSocket(`${proxyUrl}${route}`);
      expect(client.statusLine, route).toMatch(/^HTTP\/1\.1 404 /);
      client.socket.destroy();
    }
  });
});
