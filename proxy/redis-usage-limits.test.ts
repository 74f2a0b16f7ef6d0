import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisUsageLimits } from './redis-usage-limits';
import { createProxy } from './server';
import { fakeUpstream, json, proxyConfig } from './testing/proxy-test-kit';

/** Needs Debian's redis-server (`.ci/run` installs it); without one the suite is skipped and says why. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis)
  console.warn('redis-server is not installed: skipping the shared-limits tests (apt-get install redis-server)');

let server: ChildProcess | null = null;

/** A store as one proxy copy makes it: per-user limits, and the key's 5 slots under one key id per test file run. */
const keyId = `key-${Date.now()}`;
const store = (redisUrl: string, launchesPerMinute: number, perUser: number, key = keyId) =>
  new RedisUsageLimits(redisUrl, launchesPerMinute, { perUser, perKey: 5 }, key);
const port = 20000 + Math.floor(Math.random() * 20000);
const url = `redis://127.0.0.1:${port}`;

beforeAll(async () => {
  if (!hasRedis) return;
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  // Ready when it answers PING.
  for (let i = 0; i < 50; i++) {
    const probe = store(url, 1, 1);
    const ready = await probe.launchWait(`probe-${i}`).then(
      () => true,
      () => false,
    );
    await probe.close();
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
});
afterAll(() => {
  server?.kill();
});

describe.skipIf(!hasRedis)('limits shared through Redis', () => {
  it('counts launches of one user across proxy copies, with the wait until a slot frees', async () => {
    const copyA = store(url, 3, 2);
    const copyB = store(url, 3, 2);
    const user = `user-${Date.now()}`;
    expect(await copyA.launchWait(user)).toBe(0);
    expect(await copyB.launchWait(user)).toBe(0);
    expect(await copyA.launchWait(user)).toBe(0);
    const wait = await copyB.launchWait(user);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await copyB.launchWait(`${user}-other`)).toBe(0);
    await copyA.close();
    await copyB.close();
  });

  it('never lets concurrent launches through two stores exceed the limit (check and add are one step)', async () => {
    const copies = [store(url, 5, 2), store(url, 5, 2)];
    for (let round = 0; round < 5; round++) {
      const user = `race-${Date.now()}-${round}`;
      // 40 launches at once, alternating between the copies, all inside one window.
      const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => copies[i % 2]!.launchWait(user)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait > 0).every((wait) => wait > 50 && wait <= 60)).toBe(true);
    }
    for (const copy of copies) await copy.close();
  });

  it('shares the concurrent generation count and frees a slot on release', async () => {
    const copyA = store(url, 3, 2);
    const copyB = store(url, 3, 2);
    const user = `gen-${Date.now()}`;
    const first = await copyA.startGeneration(user);
    const second = await copyB.startGeneration(user);
    expect(first && second).toBeTruthy();
    expect(await copyA.startGeneration(user)).toBeNull();
    second!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await copyA.startGeneration(user)).not.toBeNull();
    await copyA.close();
    await copyB.close();
  });

  it('keeps the key’s last slot for a user who runs none, across copies', async () => {
    const key = `fair-${Date.now()}`;
    const copies = [store(url, 3, 5, key), store(url, 3, 5, key)];
    const heavy = `heavy-${Date.now()}`;
    const taken = await Promise.all(Array.from({ length: 8 }, (_, i) => copies[i % 2]!.startGeneration(heavy)));
    expect(taken.filter(Boolean)).toHaveLength(4);
    const light = await copies[1]!.startGeneration(`light-${Date.now()}`);
    expect(light).not.toBeNull();
    expect(await copies[0]!.startGeneration(`third-${Date.now()}`)).toBeNull();
    light!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await copies[0]!.startGeneration(heavy)).toBeNull();
    expect(await copies[0]!.startGeneration(`third-${Date.now()}`)).not.toBeNull();
    for (const copy of copies) await copy.close();
  });

  it('makes two proxy copies share one user’s launch budget (429 on the copy that did not see the others)', async () => {
    const services = await fakeUpstream((_request, response) =>
      json(response, 200, { wsUrl: 'ws://127.0.0.1:1/agents/ws/x' }),
    );
    const policy = {
      requireAuth: false,
      launchesPerMinute: 2,
      ttsConcurrency: 5,
      connectTimeoutMs: 1000,
      ttsTimeoutMs: 1000,
    };
    const copies = await Promise.all(
      [0, 1].map(() =>
        createProxy(proxyConfig({ gateway: services.url, services: services.url }, { policy, redisUrl: url }), {
          serveStudio: false,
          logger: false,
        }),
      ),
    );
    // Without sign-in the budget is per client address; each run uses a fresh one so earlier runs do not count.
    const remoteAddress = `10.9.${port % 250}.${Date.now() % 250}`;
    const launch = (copy: number) =>
      copies[copy]!.inject({ method: 'POST', url: '/agents/launch', payload: { preset: 'concierge' }, remoteAddress });
    const statuses = [(await launch(0)).statusCode, (await launch(1)).statusCode];
    const third = await launch(0);
    expect(statuses).toEqual([200, 200]);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(50);
    for (const copy of copies) await copy.close();
    await services.close();
  });
});

describe('limits in Redis without Redis', () => {
  it('answers 503 on the key routes while Redis is unreachable, rather than spend keys without limits', async () => {
    const limits = store('redis://127.0.0.1:9', 3, 2);
    await expect(limits.launchWait('someone')).rejects.toMatchObject({ statusCode: 503 });
    await expect(limits.startGeneration('someone')).rejects.toMatchObject({ statusCode: 503 });
    await limits.close();
  });
});
