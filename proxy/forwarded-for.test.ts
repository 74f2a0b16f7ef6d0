import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../sandbox/testing/raw-request';
import { createProxy } from './server';
import { fakeUpstream, json, proxyConfig, type FakeUpstream } from './testing/proxy-test-kit';

/**
 * The gateway limits sign-in per client address (issue 18 §3), so it must learn the client's address from the
 * proxy: X-Forwarded-For/-Proto/-Host set by the proxy, never taken from a client it does not trust.
 */
let gateway: FakeUpstream;
const proxies: FastifyInstance[] = [];

async function proxyAt(trustProxy?: string[]): Promise<string> {
  const proxy = await createProxy(
    proxyConfig({ gateway: gateway.url, services: 'http://127.0.0.1:9' }, trustProxy ? { trustProxy } : {}),
    { serveStudio: false, logger: false },
  );
  proxies.push(proxy);
  return proxy.listen({ port: 0, host: '127.0.0.1' });
}

const forwarded = async (base: string, headers: Record<string, string>) => {
  gateway.seen.length = 0;
  expect(
    (
      await rawRequest(base, '/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      })
    ).status,
  ).toBe(200);
  const seen = gateway.seen[0]!.headers;
  return {
    for: seen['x-forwarded-for'],
    proto: seen['x-forwarded-proto'],
    host: seen['x-forwarded-host'],
    forwarded: seen.forwarded,
  };
};

beforeAll(async () => {
  gateway = await fakeUpstream((_request, response) => json(response, 200, {}));
});
afterAll(async () => {
  for (const proxy of proxies) await proxy.close();
  await gateway.close();
});

describe('X-Forwarded-* to the gateway', () => {
  it('by default names the connecting client and replaces whatever forwarding headers it sent', async () => {
    const base = await proxyAt();
    expect(await forwarded(base, { host: 'studio.test:8080' })).toEqual({
      for: '127.0.0.1',
      proto: 'http',
      host: 'studio.test:8080',
      forwarded: undefined,
    });
    const spoofed = await forwarded(base, {
      host: 'studio.test',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.test',
      forwarded: 'for=203.0.113.9',
    });
    expect(spoofed).toEqual({ for: '127.0.0.1', proto: 'http', host: 'studio.test', forwarded: undefined });
  });

  it('behind a trusted load balancer keeps its chain, appends the balancer’s address and believes its proto and host', async () => {
    const base = await proxyAt(['127.0.0.1']);
    const chain = await forwarded(base, {
      host: '10.0.0.5:8080',
      'x-forwarded-for': '198.51.100.4, 203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'studio.example',
    });
    expect(chain).toEqual({
      for: '198.51.100.4, 203.0.113.7, 127.0.0.1',
      proto: 'https',
      host: 'studio.example',
      forwarded: undefined,
    });
    expect(await forwarded(base, { host: 'studio.test' })).toEqual({
      for: '127.0.0.1',
      proto: 'http',
      host: 'studio.test',
      forwarded: undefined,
    });
  });

  it('does not trust a peer outside PROXY_TRUST_PROXY', async () => {
    const base = await proxyAt(['10.0.0.0/8']);
    expect(
      await forwarded(base, { host: 'studio.test', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }),
    ).toEqual({
      for: '127.0.0.1',
      proto: 'http',
      host: 'studio.test',
      forwarded: undefined,
    });
  });
});
