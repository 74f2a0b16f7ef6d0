import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createSandbox, type Sandbox } from '../sandbox/server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { createProxy } from './server';
import { MAX_TTS_SOCKETS_PER_USER } from './open-sockets';
import { proxyBeforeSandbox, proxyConfig } from './testing/proxy-test-kit';

/** Sign-out through the proxy, in front of a real sandbox: the proxy's remembered identity ends with the session. */
let sandbox: Sandbox;
let sandboxUrl: string;
let proxy: { url: string; close: () => Promise<void> };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-sign-out-'));

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 });
  sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await proxyBeforeSandbox(sandboxUrl, SANDBOX_SERVICE_KEY);
});

afterAll(async () => {
  await proxy.close();
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser's session through the proxy: the session cookie and the CSRF token. */
async function signIn(through = proxy.url): Promise<Record<string, string>> {
  const login = await fetch(`${through}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, 'x-csrf-token': ((await login.json()) as { csrf_token: string }).csrf_token };
}

/** The TTS socket a signed-in browser opens (a browser cannot set headers: the CSRF token rides in the query). */
function ttsSocket(session: Record<string, string>, through = proxy.url) {
  const url = `${through.replace(/^http/, 'ws')}/tts/en-rt/tts/websocket?token=${session['x-csrf-token']}`;
  const socket = new WebSocket(url, { headers: { cookie: session.cookie! } });
  const opened = new Promise<number>((resolve, reject) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode!));
    socket.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { socket, opened, closed };
}

describe('sign-out through the proxy', () => {
  it('ends the session on the key routes at once, as on the gateway', async () => {
    const session = await signIn();
    const voices = () => fetch(`${proxy.url}/tts/en-rt/voices`, { headers: session });
    expect((await voices()).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/logout`, { method: 'POST', headers: session })).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/projects`, { headers: session })).status).toBe(401);
    const refused = await voices();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Sign in/);
  });

  it('closes the TTS sockets the session opened (1008), and only those', async () => {
    const [leaving, staying] = [await signIn(), await signIn()];
    const [ending, lasting] = [ttsSocket(leaving), ttsSocket(staying)];
    expect([await ending.opened, await lasting.opened]).toEqual([101, 101]);
    expect((await fetch(`${proxy.url}/api/logout`, { method: 'POST', headers: leaving })).status).toBe(200);
    expect(await ending.closed).toEqual({ code: 1008, reason: 'signed out' });
    expect(lasting.socket.readyState).toBe(WebSocket.OPEN);
    lasting.socket.close();
    await lasting.closed;
  });

  it(`lets one user hold ${MAX_TTS_SOCKETS_PER_USER} TTS sockets at once: the next is refused with 429, freed as one closes`, async () => {
    const session = await signIn();
    const held = Array.from({ length: MAX_TTS_SOCKETS_PER_USER }, () => ttsSocket(session));
    expect(new Set(await Promise.all(held.map((each) => each.opened)))).toEqual(new Set([101]));
    expect(await ttsSocket(session).opened).toBe(429);
    held[0]!.socket.close();
    await held[0]!.closed;
    const again = ttsSocket(session);
    expect(await again.opened).toBe(101);
    for (const each of [...held.slice(1), again]) each.socket.close();
    await Promise.all([...held.slice(1), again].map((each) => each.closed));
  });

  it('leaves another session of the same user signed in', async () => {
    const [leaving, staying] = [await signIn(), await signIn()];
    for (const session of [leaving, staying])
      expect((await fetch(`${proxy.url}/tts/en-rt/voices`, { headers: session })).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/logout`, { method: 'POST', headers: leaving })).status).toBe(200);
    expect((await fetch(`${proxy.url}/tts/en-rt/voices`, { headers: staying })).status).toBe(200);
    expect((await fetch(`${proxy.url}/tts/en-rt/voices`, { headers: leaving })).status).toBe(401);
  });
});

/** Needs Debian's redis-server, as the other shared-state tests; without it this part is skipped and says so. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('redis-server is not installed: skipping the sign-out across proxy copies');

describe.skipIf(!hasRedis)('sign-out across proxy copies that share Redis', () => {
  let redis: ChildProcess;
  const copies: Array<{ url: string; close: () => Promise<void> }> = [];
  beforeAll(async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 2; i++) {
      const config = proxyConfig(
        { gateway: sandboxUrl, services: sandboxUrl },
        { ttsApiKey: SANDBOX_SERVICE_KEY, agentsApiKey: SANDBOX_SERVICE_KEY, redisUrl: `redis://127.0.0.1:${port}` },
      );
      const copy = await createProxy(config, { serveStudio: false, logger: false });
      copies.push({ url: await copy.listen({ port: 0, host: '127.0.0.1' }), close: () => copy.close() });
    }
  });
  afterAll(async () => {
    for (const copy of copies) await copy.close();
    redis?.kill();
  });

  it('ends the session on the other copy too, well before its remembered identity would expire', async () => {
    const [first, second] = copies as [(typeof copies)[0], (typeof copies)[0]];
    const session = await signIn(first.url);
    const voicesOn = (copy: { url: string }) => fetch(`${copy.url}/tts/en-rt/voices`, { headers: session });
    // Redis may take a moment to start: until then a copy answers 503 on the key routes.
    await vi.waitFor(async () => expect((await voicesOn(second)).status).toBe(200), { timeout: 10_000, interval: 100 });
    expect((await voicesOn(first)).status).toBe(200);
    expect((await fetch(`${first.url}/api/logout`, { method: 'POST', headers: session })).status).toBe(200);
    // The identity is remembered for 5 s: refused within 2, it was the sign-out that ended it.
    await vi.waitFor(async () => expect((await voicesOn(second)).status).toBe(401), { timeout: 2_000, interval: 50 });
  });

  it('closes the session’s TTS socket on the other copy too', async () => {
    const [first, second] = copies as [(typeof copies)[0], (typeof copies)[0]];
    const session = await signIn(first.url);
    const socket = ttsSocket(session, second.url);
    expect(await socket.opened).toBe(101);
    expect((await fetch(`${first.url}/api/logout`, { method: 'POST', headers: session })).status).toBe(200);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'signed out' });
  });
});
