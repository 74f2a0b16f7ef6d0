import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChildServer, tsxArgs, type ChildServer } from './child-server';

export type SandboxProcess = ChildServer & { dataDir: string };

/**
 * `npm run sandbox` in a process of its own with a fresh DATA_DIR, as a user runs it. Generous rate limits by
 * default, since benches send far more than a person.
 */
export async function startSandboxProcess(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-'));
  const server = await startChildServer(
    process.execPath,
    tsxArgs('sandbox/main.ts'),
    { printed: /Sandbox listening at (\S+)/ },
    {
      DATA_DIR: dataDir,
      SANDBOX_PORT: '0',
      SANDBOX_RATE_LIMITS: 'fast=1000000/300,slow=1000000/300',
      ...env,
    },
  );
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
