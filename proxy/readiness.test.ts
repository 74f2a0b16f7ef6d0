import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { createProxy } from './server';
import { fakeUpstream, json, proxyConfig, type FakeUpstream } from './testing/proxy-test-kit';

/** `/readyz` names what would make requests fail: Redis that does not answer, a gateway whose storage is full. */
let healthyGateway: FakeUpstream;
let fullGateway: FakeUpstream;
let services: FakeUpstream;
const proxies: FastifyInstance[] = [];

beforeAll(async () => {
  healthyGateway = await fakeUpstream((_request, response) => json(response, 200, { state: 'OK' }));
  fullGateway = await fakeUpstream((_request, response) =>
    json(response, 507, { detail: "The server's storage is full" }),
  );
  services = await fakeUpstream((_request, response) => json(response, 200, { voices: [] }));
});
afterAll(async () => {
  for (const proxy of proxies) await proxy.close();
  for (const upstream of [healthyGateway, fullGateway, services]) await upstream.close();
});

async function readiness(gateway: FakeUpstream, redisUrl?: string) {
  const proxy = await createProxy(
    proxyConfig({ gateway: gateway.url, services: services.url }, redisUrl ? { redisUrl } : {}),
    { serveStudio: false, logger: false },
  );
  proxies.push(proxy);
  const answer = await proxy.inject({ method: 'GET', url: '/readyz' });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

describe('readiness', () => {
  it('is 503 naming Redis when REDIS_URL is set and Redis does not answer', async () => {
    // A port that was just free: nothing listens there.
    const spare = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => spare.once('listening', resolve));
    const { port } = spare.address() as net.AddressInfo;
    await new Promise((resolve) => spare.close(resolve));
    const nobody = `redis://127.0.0.1:${port}`;
    const { status, body } = await readiness(healthyGateway, nobody);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'not ready', unreachable: ['redis'], detail: 'unreachable: redis' });
  });

  it("is 503 saying storage is full when the gateway's health answers 507", async () => {
    const { status, body } = await readiness(fullGateway);
    expect(status).toBe(503);
    expect(body).toMatchObject({ unreachable: [], storage_full: ['gateway'], detail: 'storage is full at: gateway' });
  });

  it('is 200 when everything answers', async () => {
    expect((await readiness(healthyGateway)).status).toBe(200);
  });
});
