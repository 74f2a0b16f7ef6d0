import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { proxyBeforeSandbox } from './testing/proxy-test-kit';

/** Sign-out through the proxy, in front of a real sandbox: the proxy's remembered identity ends with the session. */
let sandbox: Sandbox;
let proxy: { url: string; close: () => Promise<void> };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-sign-out-'));

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 });
  proxy = await proxyBeforeSandbox(await sandbox.app.listen({ port: 0, host: '127.0.0.1' }), SANDBOX_SERVICE_KEY);
});

afterAll(async () => {
  await proxy.close();
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser's session through the proxy: the session cookie and the CSRF token. */
async function signIn(): Promise<Record<string, string>> {
  const login = await fetch(`${proxy.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, 'x-csrf-token': ((await login.json()) as { csrf_token: string }).csrf_token };
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

  it('leaves another session of the same user signed in', async () => {
    const [leaving, staying] = [await signIn(), await signIn()];
    for (const session of [leaving, staying])
      expect((await fetch(`${proxy.url}/tts/en-rt/voices`, { headers: session })).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/logout`, { method: 'POST', headers: leaving })).status).toBe(200);
    expect((await fetch(`${proxy.url}/tts/en-rt/voices`, { headers: staying })).status).toBe(200);
    expect((await fetch(`${proxy.url}/tts/en-rt/voices`, { headers: leaving })).status).toBe(401);
  });
});
