import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server-common/node-flags';
import type { ProxyConfig } from '../config';

/**
 * The proxy in a process of its own, so its memory can be measured apart from the client and the upstreams
 * that drive it (tests and bench/proxy-memory.bench.ts). The parent asks for the child's RSS over IPC.
 */
export type ProxyProcess = { url: string; pid: number; rss: () => Promise<number>; stop: () => Promise<void> };

const CONFIG_VARIABLE = 'PROXY_PROCESS_CONFIG';

/** With the production V8 flags; `extra` adds Node arguments (later ones win) and environment (a bench preloads its event-loop probe this way). */
export async function startProxyProcess(
  config: ProxyConfig,
  extra: { execArgv?: string[]; env?: Record<string, string> } = {},
): Promise<ProxyProcess> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...SERVER_NODE_FLAGS, ...(extra.execArgv ?? [])],
    env: { ...process.env, ...extra.env, [CONFIG_VARIABLE]: JSON.stringify(config) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<{ resolve: (message: unknown) => void; reject: (error: Error) => void }> = [];
  child.on('message', (message) => waiting.shift()?.resolve(message));
  child.once('exit', (code) => {
    for (const waiter of waiting.splice(0)) waiter.reject(new Error(`proxy process exited with ${code}`));
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => waiting.push({ resolve: resolve as (message: unknown) => void, reject }));
  const url = (await next<{ url: string }>()).url;
  // One question at a time, so answers cannot cross.
  let asking = Promise.resolve(0);
  const rss = () =>
    (asking = asking.then(() => {
      child.send('rss');
      return next<{ rss: number }>().then((message) => message.rss);
    }));
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, pid: child.pid!, rss, stop };
}

async function runChild(): Promise<void> {
  const { createProxy } = await import('../server');
  const proxy = await createProxy(JSON.parse(process.env[CONFIG_VARIABLE]!) as ProxyConfig, {
    serveStudio: false,
    logger: false,
  });
  const url = await proxy.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  process.on('message', () => process.send!({ rss: process.memoryUsage().rss }));
  process.once('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
  process.send!({ url });
}

if (process.env[CONFIG_VARIABLE] && process.send) await runChild();
