import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createProxy } from './server';
import { fakeUpstream, proxyConfig } from './testing/proxy-test-kit';

/** What SIGTERM does (scripts/start.ts closes the backend, which closes the proxy). */
describe('graceful shutdown', () => {
  it('lets a request in flight finish, then stops accepting connections', async () => {
    let answer = () => {};
    const gateway = await fakeUpstream((_request, response) => void (answer = () => response.end('{"done":true}')));
    // A grace period longer than the test's timeout: the close can end in time only by not waiting for idle sockets.
    const proxy = await createProxy(
      proxyConfig({ gateway: gateway.url, services: gateway.url }, { shutdownGraceMs: 120_000 }),
      { serveStudio: false, logger: false },
    );
    const url = await proxy.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/api/projects`);
    // In flight means the gateway has it: a fixed wait could let shutdown start first on a busy machine.
    while (gateway.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = proxy.close();
    answer();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    // The client's idle keep-alive connection does not hold the shutdown open.
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await gateway.close();
  });

  it('cuts what is still open after the grace period, so a shutdown always ends', async () => {
    // A download that never ends (a paused audio stream, a stuck upstream).
    const gateway = await fakeUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/wav' });
      response.write(Buffer.alloc(1024));
    });
    const proxy = await createProxy(
      proxyConfig({ gateway: gateway.url, services: gateway.url }, { shutdownGraceMs: 500 }),
      { serveStudio: false, logger: false },
    );
    const url = new URL(await proxy.listen({ port: 0, host: '127.0.0.1' }));
    const ended = new Promise<string>((resolve) => {
      http.get({ host: url.hostname, port: url.port, path: '/storage/endless.wav' }, (response) => {
        response.on('data', () => {});
        response.on('close', () => resolve('closed'));
      });
    });
    while (gateway.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await proxy.close();
    const took = Date.now() - started;
    // Without the cut the close would never end (the download is endless); with it, not before the grace period.
    expect(took).toBeGreaterThanOrEqual(450);
    expect(await ended).toBe('closed');
    await gateway.close();
  });
});
