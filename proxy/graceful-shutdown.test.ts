import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProxy } from './server';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then stops accepting connections', async () => {
    const gateway = http.createServer((_request, response) => setTimeout(() => response.end('{"done":true}'), 800));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const proxy = await createProxy(
      {
        port: 0, host: '127.0.0.1', staticDir: '/x', gatewayUrl, ttsUrl: gatewayUrl, agentsUrl: gatewayUrl, ttsApiKey: 'k', agentsApiKey: 'k',
        policy: { requireAuth: false, launchesPerMinute: 10, ttsConcurrency: 5, connectTimeoutMs: 2000, ttsTimeoutMs: 5000 },
      },
      { serveStudio: false },
    );
    const url = await proxy.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/api/projects`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = proxy.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    gateway.close();
  });
});
