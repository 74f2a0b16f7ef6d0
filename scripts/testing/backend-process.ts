import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The studio's server side as `npm start` runs it (the proxy with the sandbox embedded, one process), in a child
 * process, so a test can see it exit and measure its memory. The parent asks for the child's RSS (after a full
 * garbage collection) over IPC.
 */
export type BackendProcess = {
  url: string;
  sandboxUrl: string;
  exited: () => boolean;
  rss: () => Promise<number>;
  stop: () => Promise<void>;
};

const MARKER = 'BACKEND_PROCESS_CHILD';

export async function startBackendProcess(env: Record<string, string> = {}): Promise<BackendProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backend-process-'));
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env, [MARKER]: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exitCode: number | null | undefined;
  const waiting: Array<{ resolve: (message: unknown) => void; reject: (error: Error) => void }> = [];
  child.on('message', (message) => waiting.shift()?.resolve(message));
  child.once('exit', (code) => {
    exitCode = code;
    for (const waiter of waiting.splice(0)) waiter.reject(new Error(`backend process exited with ${code}`));
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => waiting.push({ resolve: resolve as (message: unknown) => void, reject }));
  const { url, sandboxUrl } = await next<{ url: string; sandboxUrl: string }>();
  return {
    url,
    sandboxUrl,
    exited: () => exitCode !== undefined,
    rss: () => {
      child.send('rss');
      return next<{ rss: number }>().then((message) => message.rss);
    },
    stop: async () => {
      if (exitCode === undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runChild(): Promise<void> {
  const { proxyEnvSettings } = await import('../../proxy/config');
  const { createBackend } = await import('../backend');
  const backend = await createBackend(proxyEnvSettings(), { serveStudio: false });
  process.on('message', () => {
    global.gc?.();
    global.gc?.();
    process.send!({ rss: process.memoryUsage().rss });
  });
  process.once('SIGTERM', () => void backend.close().then(() => process.exit(0)));
  process.send!({ url: backend.url, sandboxUrl: backend.sandboxUrl });
}

if (process.env[MARKER] && process.send) await runChild();
