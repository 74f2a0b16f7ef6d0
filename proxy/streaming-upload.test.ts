import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createProxy } from './server';

/** A 100 MB upload goes through the proxy as a stream: its memory grows by a small fraction of the body. */
let gateway: http.Server;
let proxy: FastifyInstance;
let proxyUrl: string;
let received = 0;

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ received }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  proxy = await createProxy(
    {
      port: 0, host: '127.0.0.1', staticDir: '/x', gatewayUrl, ttsUrl: `${gatewayUrl}/tts`, agentsUrl: `${gatewayUrl}/agents`, ttsApiKey: 'k', agentsApiKey: 'k',
      policy: { requireAuth: false, launchesPerMinute: 10, ttsConcurrency: 5, connectTimeoutMs: 2000, ttsTimeoutMs: 60_000 },
    },
    { serveStudio: false },
  );
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxy.close();
  gateway.close();
});

describe('streaming uploads through the proxy', () => {
  it('forwards 100 MB without holding it in memory', async () => {
    const total = 100 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    let peak = 0;
    global.gc?.();
    const before = process.memoryUsage().rss;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        peak = Math.max(peak, process.memoryUsage().rss - before);
        if (sent >= total) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await fetch(`${proxyUrl}/api/recordings`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await response.json()).toEqual({ received: total });
    const growthMb = peak / 1024 / 1024;
    console.log(`RSS growth while streaming 100 MB through the proxy: ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(60);
  }, 60_000);
});
