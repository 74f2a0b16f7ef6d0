import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisUsageLimits } from './redis-usage-limits';

/** Needs Debian's redis-server (`.ci/run` installs it); without one the suite is skipped and says why. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('redis-server is not installed: skipping the shared-limits tests (apt-get install redis-server)');

let server: ChildProcess | null = null;
const port = 20000 + Math.floor(Math.random() * 20000);
const url = `redis://127.0.0.1:${port}`;

beforeAll(async () => {
  if (!hasRedis) return;
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 400));
});
afterAll(() => {
  server?.kill();
});

describe.skipIf(!hasRedis)('limits shared through Redis', () => {
  it('counts launches of one user across proxy copies, with the wait until a slot frees', async () => {
    const copyA = new RedisUsageLimits(url, 3, 2);
    const copyB = new RedisUsageLimits(url, 3, 2);
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

  it('shares the concurrent generation count and frees a slot on release', async () => {
    const copyA = new RedisUsageLimits(url, 3, 2);
    const copyB = new RedisUsageLimits(url, 3, 2);
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
});
