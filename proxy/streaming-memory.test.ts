import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUpstream, drainBody, generatedBody } from './testing/bulk-upstream';
import { startProxyProcess, type ProxyProcess } from './testing/proxy-process';
import { proxyConfig } from './testing/proxy-test-kit';

/**
 * 100 MB through the proxy each way grows its memory by a small fraction of the body. The proxy runs in a
 * process of its own, so its RSS is measured apart from this client and the fake upstream; the bound is
 * generous, bench/proxy-memory.bench.ts prints the precise figures.
 */
const TOTAL = 100 * 1024 * 1024;
let upstream: Awaited<ReturnType<typeof bulkUpstream>>;
let proxy: ProxyProcess;

/** Peak growth of the proxy process's RSS over its level before `work`, sampled every 20 ms, in MB. */
async function peakGrowthMb(work: () => Promise<void>): Promise<number> {
  const before = await proxy.rss();
  let peak = 0;
  const sampler = setInterval(() => void proxy.rss().then((rss) => (peak = Math.max(peak, rss - before))), 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, (await proxy.rss()) - before) / 1024 / 1024;
}

beforeAll(async () => {
  upstream = await bulkUpstream();
  proxy = await startProxyProcess(
    proxyConfig(
      { gateway: upstream.url, services: upstream.url },
      {
        policy: {
          requireAuth: false,
          launchesPerMinute: 10,
          ttsConcurrency: 5,
          connectTimeoutMs: 2000,
          ttsTimeoutMs: 60_000,
        },
      },
    ),
  );
  // A small pass first, so loading code and opening the first upstream sockets do not count as growth.
  const init = {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: generatedBody(32 * 1024 * 1024),
    duplex: 'half',
  };
  await (await fetch(`${proxy.url}/api/recordings`, init as RequestInit)).json();
  await drainBody(await fetch(`${proxy.url}/storage/${4 * 1024 * 1024}.wav`));
});

afterAll(async () => {
  await proxy.stop();
  await upstream.close();
});

describe('streaming through the proxy', () => {
  it('forwards a 100 MB upload without holding it in memory', async () => {
    const growth = await peakGrowthMb(async () => {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: generatedBody(TOTAL),
        duplex: 'half',
      };
      const response = await fetch(`${proxy.url}/api/recordings`, init as RequestInit);
      expect(await response.json()).toEqual({ received: TOTAL });
    });
    console.log(`proxy RSS growth while uploading 100 MB: ${growth.toFixed(1)} MB`);
    expect(growth).toBeLessThan(60);
  }, 60_000);

  it('streams a 100 MB gateway download and a 100 MB TTS answer without holding them', async () => {
    const storage = await peakGrowthMb(async () => {
      expect(await drainBody(await fetch(`${proxy.url}/storage/${TOTAL}.wav`))).toBe(TOTAL);
    });
    const tts = await peakGrowthMb(async () => {
      const response = await fetch(`${proxy.url}/tts/en-rt/tts/bytes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ transcript: String(TOTAL), voice: { id: 'a' } }),
      });
      expect(response.headers.get('content-length')).toBe(String(TOTAL));
      expect(await drainBody(response)).toBe(TOTAL);
    });
    console.log(
      `proxy RSS growth while downloading 100 MB: gateway ${storage.toFixed(1)} MB, TTS bytes ${tts.toFixed(1)} MB`,
    );
    expect(storage).toBeLessThan(60);
    expect(tts).toBeLessThan(60);
  }, 60_000);
});
