import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SandboxConfig } from '../config';
import { createSandbox, type Sandbox } from '../server';

export type TestSandbox = Sandbox & {
  /** Headers of a signed-in cookie session (cookie + CSRF token) for the given account. */
  sessionHeaders: (email?: string, password?: string) => Promise<Record<string, string>>;
  userId: (apiKey?: string) => Promise<string>;
  close: () => Promise<void>;
};

export const DEMO_KEY = { 'api-key': 'sandbox-demo-key' };
export const OTHER_KEY = { 'api-key': 'sandbox-other-key' };

/** A sandbox on a fresh temporary DATA_DIR, driven with `inject` (no port). */
export async function createTestSandbox(overrides: Partial<SandboxConfig> = {}): Promise<TestSandbox> {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const sandbox = await createSandbox({
    port: 0,
    host: '127.0.0.1',
    maxUploadBytes: 100 * 1024 * 1024,
    ...overrides,
    dataDir,
  });
  const { app } = sandbox;
  return {
    ...sandbox,
    async sessionHeaders(email = 'demo@example.com', password = 'demo-password') {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      return { cookie, 'x-csrf-token': response.json<{ csrf_token: string }>().csrf_token };
    },
    async userId(apiKey = 'sandbox-demo-key') {
      const response = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'api-key': apiKey } });
      return response.json<{ id: string }>().id;
    },
    async close() {
      await app.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
