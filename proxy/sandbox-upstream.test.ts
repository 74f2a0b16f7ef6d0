import { afterEach, describe, expect, it } from 'vitest';
import { createProxy } from './server';
import { fakeUpstream, proxyConfig, type FakeUpstream } from './testing/proxy-test-kit';

/** What the proxy tells the studio's pages about its upstream, and the sandbox's reference on the studio's origin. */
let upstream: FakeUpstream;
let close = async () => {};
afterEach(async () => {
  await close();
  await upstream.close();
});

async function proxyBefore(embedded: boolean) {
  upstream = await fakeUpstream((request, response) => {
    if (request.url === '/docs') response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Sandbox API</h1>');
    else response.writeHead(404).end();
  });
  const demoAccount = { email: 'demo@example.com', password: 'demo-password' };
  const proxy = await createProxy(
    proxyConfig(
      { gateway: upstream.url, services: upstream.url },
      embedded ? { embeddedSandbox: { demoAccount } } : {},
    ),
    { serveStudio: false, logger: false },
  );
  const url = await proxy.listen({ port: 0, host: '127.0.0.1' });
  close = () => proxy.close();
  return url;
}

describe('the upstream as the studio sees it', () => {
  it('with the embedded sandbox: says so with its demo account, and serves its API reference from this origin', async () => {
    const url = await proxyBefore(true);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({
      status: 'ok',
      upstream: 'sandbox',
      demo_account: { email: 'demo@example.com', password: 'demo-password' },
      docs_url: '/sandbox/docs',
    });
    const docs = await fetch(`${url}/sandbox/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await docs.text()).toBe('<h1>Sandbox API</h1>');
  });

  it('in front of the real service: no account, no reference, and nothing forwarded to a /docs of its own', async () => {
    const url = await proxyBefore(false);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', upstream: 'service' });
    expect((await fetch(`${url}/sandbox/docs`)).status).toBe(404);
    expect(upstream.seen.filter((request) => request.url === '/docs')).toEqual([]);
  });
});
