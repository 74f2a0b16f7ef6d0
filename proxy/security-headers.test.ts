import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rawRequest } from '../sandbox/testing/raw-request';
import { bulkUpstream } from './testing/bulk-upstream';
import { proxyConfig } from './testing/proxy-test-kit';
import { createProxy } from './server';

let upstream: Awaited<ReturnType<typeof bulkUpstream>>;
let proxy: FastifyInstance;
let base: string;

beforeAll(async () => {
  upstream = await bulkUpstream();
  const config = proxyConfig({ gateway: upstream.url, services: upstream.url });
  proxy = await createProxy(
    { ...config, hsts: true, policy: { ...config.policy, requireAuth: false } },
    { serveStudio: false, logger: false },
  );
  base = await proxy.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('security headers', () => {
  it('puts Helmet’s headers and the studio CSP on forwarded answers too, fresh for each request’s host', async () => {
    const first = await rawRequest(base, '/api/projects/one', { headers: { host: 'studio.example.test' } });
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(String(first.headers['content-security-policy'])).toContain("connect-src 'self' ws://127.0.0.1:");
    expect(String(first.headers['content-security-policy'])).toContain(
      'wss://studio.example.test ws://studio.example.test',
    );
    const second = await rawRequest(base, '/api/projects/two', { headers: { host: 'other.example.test:8080' } });
    expect(String(second.headers['content-security-policy'])).toContain('ws://other.example.test:8080');
    expect(String(second.headers['content-security-policy'])).not.toContain('studio.example.test');
  });

  it('keeps a Host that is not a plain host name out of the policy, and refuses an operator source that could end a directive', async () => {
    const forged = await rawRequest(base, '/api/projects/one', { headers: { host: 'evil.test; script-src *' } });
    const policy = String(forged.headers['content-security-policy']);
    expect(policy).not.toContain('evil');
    expect(policy).toMatch(/^default-src 'self';script-src 'self' blob: https:\/\/c\.daily\.co;/);
    expect(policy.split(';').filter((directive) => directive.startsWith('script-src'))).toHaveLength(1);
    const config = proxyConfig({ gateway: upstream.url, services: upstream.url });
    await expect(
      createProxy(
        { ...config, extraConnectSrc: ['https://ok.example', 'https://x.example;script-src'] },
        { serveStudio: false, logger: false },
      ),
    ).rejects.toThrow(/PROXY_CONNECT_SRC/);
  });
});
