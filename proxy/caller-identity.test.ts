import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_AUTH_PER_ADDRESS } from '../server-common/failed-auth-limit';
import { createProxy } from './server';
import { fakeGatewayAuth, fakeUpstream, json, proxyConfig, type FakeUpstream } from './testing/proxy-test-kit';

const LIMITED_BY_GATEWAY = '198.51.100.20';
let gateway: FakeUpstream;
let services: FakeUpstream;
let proxy: FastifyInstance;

beforeAll(async () => {
  gateway = await fakeUpstream((request, response) => {
    if (request.headers['x-forwarded-for'] === LIMITED_BY_GATEWAY) {
      response.setHeader('retry-after', '17');
      return json(response, 429, { detail: 'Rate limit exceeded' });
    }
    if (!fakeGatewayAuth(request, response)) json(response, 404, { detail: 'Not Found' });
  });
  services = await fakeUpstream((_request, response) => json(response, 200, { voices: [] }));
  proxy = await createProxy(proxyConfig({ gateway: gateway.url, services: services.url }), {
    serveStudio: false,
    logger: false,
  });
});

afterAll(async () => {
  await proxy.close();
  await gateway.close();
  await services.close();
});

const voices = (remoteAddress: string, headers: Record<string, string>) =>
  proxy.inject({ method: 'GET', url: '/tts/en-rt/voices', remoteAddress, headers });
const signInChecks = () => gateway.seen.filter((request) => request.url === '/api/auth').length;

describe('the sign-in check on key routes', () => {
  it('answers 429 to an address guessing keys, without asking the gateway, while other addresses go on', async () => {
    const { times } = FAILED_AUTH_PER_ADDRESS;
    for (let i = 0; i < times; i++)
      expect((await voices('198.51.100.7', { 'api-key': `guess-${i}` })).statusCode).toBe(401);
    const checks = signInChecks();
    const refused = await voices('198.51.100.7', { 'api-key': 'user-key' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FAILED_AUTH_PER_ADDRESS.seconds);
    expect((await voices('198.51.100.7', { cookie: 'session_id=guess' })).statusCode).toBe(429);
    expect(signInChecks()).toBe(checks);
    expect((await voices('198.51.100.8', { 'api-key': 'user-key' })).statusCode).toBe(200);
  });

  it('names the client to the gateway, so its own failed sign-in count is per client, not per proxy', async () => {
    await voices('198.51.100.10', { 'api-key': 'guess-forwarded' });
    const check = gateway.seen.filter((request) => request.url === '/api/auth').at(-1)!;
    expect(check.headers['x-forwarded-for']).toBe('198.51.100.10');
  });

  it("passes the gateway's 429 for a limited address through with its Retry-After, not as a 502", async () => {
    const limited = await voices(LIMITED_BY_GATEWAY, { 'api-key': 'a-key-not-checked-yet' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('17');
    expect(limited.json()).toEqual({ detail: 'Rate limit exceeded' });
  });

  it('does not count a visitor who sends no credentials', async () => {
    for (let i = 0; i < FAILED_AUTH_PER_ADDRESS.times + 5; i++)
      expect((await voices('198.51.100.9', {})).statusCode).toBe(401);
    expect((await voices('198.51.100.9', { 'api-key': 'user-key' })).statusCode).toBe(200);
  });
});
