import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CONCURRENT_GENERATIONS } from '../contract/tts/requests';
import { createProxy } from './server';
import {
  fakeGatewayAuth,
  fakeUpstream,
  json,
  proxyConfig,
  SIGNED_IN,
  type FakeUpstream,
} from './testing/proxy-test-kit';
import { MemoryUsageLimits } from './usage-limits';

let gateway: FakeUpstream;
let tts: FakeUpstream;
let proxy: FastifyInstance;
let proxyUrl: string;
const heldLong: Array<() => void> = [];

beforeAll(async () => {
  gateway = await fakeUpstream((request, response) => {
    if (!fakeGatewayAuth(request, response)) json(response, 404, { detail: 'Not Found' });
  });
  // The service as documented: five generations at once per key, 429 beyond. A long text is answered only when the
  // test releases it, so it surely holds its slot while the other user speaks.
  let running = 0;
  tts = await fakeUpstream((request, response) => {
    if (running >= MAX_CONCURRENT_GENERATIONS)
      return json(response, 429, { detail: 'At most 5 concurrent generations per key' }, { 'retry-after': '1' });
    running += 1;
    const answer = () => {
      running -= 1;
      json(response, 200, { ok: true });
    };
    if ((JSON.parse(request.body) as { transcript: string }).transcript.length > 1000) heldLong.push(answer);
    else answer();
  });
  // Per-user limit equal to the key's, as in the attack run.
  const policy = {
    requireAuth: true,
    launchesPerMinute: 10,
    ttsConcurrency: MAX_CONCURRENT_GENERATIONS,
    connectTimeoutMs: 10_000,
    ttsTimeoutMs: 60_000,
  };
  proxy = await createProxy(proxyConfig({ gateway: gateway.url, services: tts.url }, { policy }), {
    serveStudio: false,
    logger: false,
  });
  proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await proxy.close();
  await gateway.close();
  await tts.close();
});

const speak = (headers: Record<string, string>, transcript: string) =>
  fetch(`${proxyUrl}/tts/en-rt/tts/bytes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ transcript, voice: { id: 'samantha' } }),
  });

describe('sharing the TTS key between users', () => {
  it('lets a second user’s small generations through while the first saturates the key', async () => {
    const heavyStatuses: number[] = [];
    const heavy = Array.from({ length: 5 }, () =>
      speak(SIGNED_IN, 'a'.repeat(4990)).then((response) => heavyStatuses.push(response.status)),
    );
    // The first user holds every slot they may: four generations at the service, the fifth refused.
    await vi.waitFor(() => expect(heldLong).toHaveLength(4), { timeout: 20_000 });
    await vi.waitFor(() => expect(heavyStatuses).toEqual([429]), { timeout: 20_000 });
    const small: number[] = [];
    for (let i = 0; i < 8; i++) small.push((await speak({ 'api-key': 'user-key' }, 'Hello there.')).status);
    expect(small).toEqual(Array(8).fill(200));
    heldLong.splice(0).forEach((answer) => answer());
    await Promise.all(heavy);
    heavyStatuses.sort();
    // The first user got all but the key's last slot; the refusal came from the proxy, not the service.
    expect(heavyStatuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('keeps the key’s last free slot for a user who runs none', async () => {
    const limits = new MemoryUsageLimits(10, { perUser: 5, perKey: 3 });
    expect(await limits.startGeneration('a')).not.toBeNull();
    const second = await limits.startGeneration('a');
    expect(second).not.toBeNull();
    expect(await limits.startGeneration('a')).toBeNull();
    const b = await limits.startGeneration('b');
    expect(b).not.toBeNull();
    expect(await limits.startGeneration('c')).toBeNull();
    second!();
    expect(await limits.startGeneration('a')).toBeNull();
    expect(await limits.startGeneration('c')).not.toBeNull();
  });
});
