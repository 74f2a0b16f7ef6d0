import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createListeningSandbox, type ListeningSandbox } from '../sandbox/testing/listening-sandbox';
import { encodedVariants, rawRequest } from '../sandbox/testing/raw-request';
import { createProxy } from './server';
import { proxyConfig } from './testing/proxy-test-kit';

/**
 * The attack of issue 10 §1, kept in the suite: every documented gateway route, its path spelt with
 * percent-encoded letters, sent byte for byte without credentials to the sandbox and through the proxy. The
 * router decodes `%61` to `a`, so a check on the raw target would let these through.
 */
let sandbox: ListeningSandbox;
let proxy: FastifyInstance;
let proxyUrl: string;
const ID = '00000000-0000-4000-8000-000000000000';

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

type Document = { paths: Record<string, Record<string, { security?: unknown[] }>> };

describe.each([
  ['the sandbox', () => sandbox.url],
  ['the proxy', () => proxyUrl],
])('percent-encoded paths sent to %s', (_name, base) => {
  it('never answer a protected route without credentials, and never fail', async () => {
    const document = JSON.parse((await rawRequest(sandbox.url, '/openapi.json')).body) as Document;
    const seen: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      const path = template.replace(/\{file\}/, `${ID}.wav`).replace(/\{[a-z_]+\}/g, ID);
      const literal = template.split('/').map((segment) => !segment.startsWith('{'));
      for (const [method, operation] of Object.entries(operations)) {
        for (const variant of encodedVariants(path, literal)) {
          const response = await rawRequest(base(), variant, {
            method: method.toUpperCase(),
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          const label = `${method.toUpperCase()} ${variant} → ${response.status} ${response.body.slice(0, 80)}`;
          expect(response.status, label).toBeLessThan(500);
          if (operation.security?.length !== 0) expect(response.status, label).toBe(401);
          if (response.status >= 400) expect(JSON.parse(response.body), label).toHaveProperty('detail');
          seen.push(label);
        }
      }
    }
    expect(seen.length).toBeGreaterThan(150);
  });
});

describe('sign-in by an encoded path', () => {
  it('counts POST /%61pi/login toward the login rate limit, directly and through the proxy', async () => {
    const limited = await createListeningSandbox({ rateLimits: 'fast=3/60' });
    const front = await createProxy(proxyConfig({ gateway: limited.url, services: limited.url }), {
      serveStudio: false,
      logger: false,
    });
    const frontUrl = await front.listen({ port: 0, host: '127.0.0.1' });
    const login = (base: string, target: string, password: string) =>
      rawRequest(base, target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password }),
      });
    expect((await login(limited.url, '/%61pi/login', 'wrong')).status).toBe(404);
    expect((await login(frontUrl, '/%61pi/login', 'wrong')).status).toBe(404);
    expect((await login(limited.url, '/api/%6Cogin', 'wrong')).status).toBe(404);
    const refused = await login(frontUrl, '/%61%70%69/login', 'demo-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await front.close();
    await limited.close();
  });
});
