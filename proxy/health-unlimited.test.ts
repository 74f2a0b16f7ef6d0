import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/server';
import { proxyBeforeSandbox } from './testing/proxy-test-kit';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';

/** The studio as `npm start` runs it (proxy before the sandbox), with the sandbox's limits made tiny. */
let sandbox: Sandbox;
let proxyUrl: string;
let closeProxy: () => Promise<void>;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-health-'));

beforeAll(async () => {
  sandbox = await createSandbox({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    maxUploadBytes: 1e7,
    rateLimits: 'fast=5/60',
    authFailureLimits: { perAddress: { times: 3, seconds: 60 }, perAccount: { times: 3, seconds: 60 } },
  });
  const sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  ({ url: proxyUrl, close: closeProxy } = await proxyBeforeSandbox(sandboxUrl, SANDBOX_SERVICE_KEY, { logger: false }));
});

afterAll(async () => {
  await closeProxy();
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('health checks behind the proxy', () => {
  it('keep answering 200 after sign-in has been hammered into 429', async () => {
    const login = () =>
      fetch(`${proxyUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'wrong' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login()).status);
    expect(statuses).toContain(429);
    for (let i = 0; i < 10; i++) {
      for (const probe of ['/api/healtz', '/healthz', '/readyz'])
        expect((await fetch(`${proxyUrl}${probe}`)).status, probe).toBe(200);
    }
  });
});

/** A sign-in from a given loopback address (127.0.0.0/8 is all this machine), as a client elsewhere would be. */
function loginFrom(localAddress: string, email: string, password: string): Promise<number> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${proxyUrl}/api/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

describe('sign-in limits behind the proxy', () => {
  it('hold back the address that guesses, not every client of the proxy', async () => {
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push(await loginFrom('127.0.0.3', `nobody-${i}@example.com`, 'wrong'));
    expect(guesses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(guesses.at(-1)).toBe(429);
    expect(await loginFrom('127.0.0.4', 'other@example.com', 'other-password')).toBe(200);
    expect(await loginFrom('127.0.0.3', 'other@example.com', 'other-password')).toBe(429);
  });
});
