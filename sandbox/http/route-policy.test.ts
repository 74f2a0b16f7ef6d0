import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server-common/http-error';
import { SANDBOX_SERVICE_KEY } from '../service-key';
import { AGENTS_KEY, installRoutePolicy, SERVICE_KEY_DEFAULTS, TTS_KEY, type ServiceKeyCheck } from './route-policy';

/**
 * One scope with the policy, a route that keeps the default and one that declares itself public, and a route in a
 * child plugin registered inside the scope, as the gateway's route modules are.
 */
async function apiWith(serviceKey: ServiceKeyCheck): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler((error: Error, _request, reply) =>
    reply.status(error instanceof HttpError ? error.statusCode : 500).send({ detail: error.message }),
  );
  await app.register(async (scope) => {
    installRoutePolicy(scope, { defaults: SERVICE_KEY_DEFAULTS, serviceKey });
    scope.get('/keyed', async (request) => ({ auth: request.routeOptions.config.auth }));
    scope.get('/open', { config: { auth: 'public' } }, async () => ({ open: true }));
    await scope.register(async (child) => {
      child.get('/child', async (request) => ({ auth: request.routeOptions.config.auth }));
    });
  });
  return app;
}

let tts: FastifyInstance;
let agents: FastifyInstance;
beforeAll(async () => {
  [tts, agents] = await Promise.all([apiWith(TTS_KEY), apiWith(AGENTS_KEY)]);
});
afterAll(() => Promise.all([tts.close(), agents.close()]));

describe('the route policy of the service-key APIs', () => {
  it('gives every route the service-key default and lets a route declare otherwise', async () => {
    expect((await tts.inject({ url: '/keyed', headers: { 'x-api-key': SANDBOX_SERVICE_KEY } })).json()).toEqual({
      auth: 'service-key',
    });
    expect((await tts.inject({ url: '/open' })).statusCode).toBe(200);
  });

  it('applies to the routes of a child plugin registered inside the scope', async () => {
    const refused = await tts.inject({ url: '/child' });
    expect([refused.statusCode, refused.json()]).toEqual([401, { detail: 'Invalid or missing API key' }]);
    const keyed = await tts.inject({ url: '/child', headers: { 'x-api-key': SANDBOX_SERVICE_KEY } });
    expect(keyed.json()).toEqual({ auth: 'service-key' });
  });

  it('reads the TTS key from X-API-Key or ?api_key=, and refuses anything else with 401', async () => {
    expect((await tts.inject({ url: `/keyed?api_key=${SANDBOX_SERVICE_KEY}` })).statusCode).toBe(200);
    const refused = await tts.inject({ url: '/keyed', headers: { 'x-api-key': 'wrong' } });
    expect([refused.statusCode, refused.json()]).toEqual([401, { detail: 'Invalid or missing API key' }]);
    expect(
      (await tts.inject({ url: '/keyed', headers: { authorization: `Bearer ${SANDBOX_SERVICE_KEY}` } })).statusCode,
    ).toBe(401);
  });

  it('reads the agents key from a Bearer authorization only', async () => {
    expect(
      (await agents.inject({ url: '/keyed', headers: { authorization: `Bearer ${SANDBOX_SERVICE_KEY}` } })).statusCode,
    ).toBe(200);
    for (const authorization of [SANDBOX_SERVICE_KEY, `Basic ${SANDBOX_SERVICE_KEY}`, 'Bearer wrong', '']) {
      const refused = await agents.inject({ url: '/keyed', headers: { authorization } });
      expect([refused.statusCode, refused.json()]).toEqual([401, { detail: 'Missing or invalid bearer token' }]);
    }
    expect((await agents.inject({ url: '/keyed', headers: { 'x-api-key': SANDBOX_SERVICE_KEY } })).statusCode).toBe(
      401,
    );
  });
});
