import { freePort } from './free-port';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_DIR } from './ensure-built';
import { START_ARGS } from './start-command';

/**
 * compose.yaml's topology as native processes on loopback: Debian's nginx (the same server block,
 * deploy/studio.conf.template) serving dist/ and balancing over N proxy copies (`npm start`'s compiled entry
 * with the upstream variables set), Redis for their shared limits, and the sandbox as its own process
 * (`npm run sandbox`'s compiled entry). For the topology test and bench; needs the build (ensureBuilt) first.
 */
export type Copy = { index: number; port: number; process: ChildProcess; url: string };
export type Topology = {
  url: string;
  copies: Copy[];
  /** Signals one copy and, for SIGTERM, waits until it has exited. */
  stopCopy: (copy: Copy, signal: 'SIGTERM' | 'SIGKILL') => Promise<void>;
  /** Starts a stopped copy again on its port and waits until it answers. */
  startCopy: (copy: Copy) => Promise<void>;
  stop: () => Promise<void>;
};

export const METRICS_TOKEN = 'topology-metrics-token-0123';
/** The address nginx and the proxy copies call the next hop from. */
const OWN_HOPS = '127.0.0.1';

/** Which of nginx and redis-server are missing (the test skips, and says so, when any is). */
export function missingTopologyTools(): string[] {
  const missing: string[] = [];
  if (spawnSync('nginx', ['-v']).status !== 0) missing.push('nginx (apt-get install nginx-light)');
  if (spawnSync('redis-server', ['--version']).status !== 0)
    missing.push('redis-server (apt-get install redis-server)');
  return missing;
}

async function until(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not start in ${ms / 1000} s`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

/** Output goes straight to a log file (the sandbox logs every request), never through this process. */
function launch(command: string, args: string[], env: Record<string, string>, log: string): ChildProcess {
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startTopology(
  options: { copies?: number; env?: Record<string, string> } = {},
): Promise<Topology> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'studio-topology-'));
  const children: ChildProcess[] = [];
  const [redisPort, sandboxPort, nginxPort] = [await freePort(), await freePort(), await freePort()];

  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.push(redis);
  // Each hop believes X-Forwarded-For only from the hop in front of it, as in compose.yaml: here nginx and the
  // copies all call from 127.0.0.1, and clients (the tests bind to 127.0.0.2, .3, …) from elsewhere on the loopback.
  const sandboxEnv = {
    SANDBOX_PORT: String(sandboxPort),
    DATA_DIR: path.join(work, 'data'),
    SANDBOX_RATE_LIMITS: 'fast=1000000/300,slow=1000000/300',
    SANDBOX_TRUSTED_PROXIES: OWN_HOPS,
  };
  const sandbox = launch(
    process.execPath,
    [path.join(SERVER_DIR, 'sandbox.mjs')],
    sandboxEnv,
    path.join(work, 'sandbox.log'),
  );
  children.push(sandbox);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

  const copyEnv = (port: number): Record<string, string> => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    GATEWAY_URL: sandboxUrl,
    TTS_URL: `${sandboxUrl}/v1/public/tts`,
    AGENTS_URL: `${sandboxUrl}/agents`,
    TTS_API_KEY: 'sandbox-service-key',
    AGENTS_API_KEY: 'sandbox-service-key',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PROXY_TRUST_PROXY: OWN_HOPS,
    PROXY_SHUTDOWN_GRACE_MS: '5000',
    METRICS_TOKEN,
    ...options.env,
  });
  const copies: Copy[] = [];
  for (let index = 0; index < (options.copies ?? 3); index++) {
    const port = await freePort();
    copies.push({ index, port, url: `http://127.0.0.1:${port}`, process: null as unknown as ChildProcess });
  }
  const startCopy = async (copy: Copy) => {
    copy.process = launch(
      process.execPath,
      [...START_ARGS],
      copyEnv(copy.port),
      path.join(work, `proxy-${copy.index}.log`),
    );
    children.push(copy.process);
    await until(answers(`${copy.url}/healthz`), `proxy copy ${copy.index}`);
  };

  const prefix = path.join(work, 'nginx');
  for (const dir of ['body', 'proxy', 'logs']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const server = readFileSync(path.join(ROOT, 'deploy', 'studio.conf.template'), 'utf8')
    .replaceAll('${STUDIO_LISTEN}', `127.0.0.1:${nginxPort}`)
    .replaceAll('${STUDIO_ROOT}', path.join(ROOT, 'dist'))
    .replaceAll('${STUDIO_PROXIES}', copies.map((copy) => `server 127.0.0.1:${copy.port} max_fails=0;`).join(' '));
  // What the nginx image's own nginx.conf provides around conf.d/, with every path in the temp prefix.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
${server}
}
`,
  );

  try {
    await until(answers(`${sandboxUrl}/api/healtz`), 'the sandbox', 60_000);
    await Promise.all(copies.map(startCopy));
    children.push(
      launch(
        'nginx',
        ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')],
        {},
        path.join(work, 'nginx.log'),
      ),
    );
    await until(answers(`http://127.0.0.1:${nginxPort}/healthz`), 'nginx');
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; logs in ${work}`);
  }

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    copies,
    stopCopy: async (copy, signal) => {
      copy.process.kill(signal);
      await exited(copy.process);
    },
    startCopy,
    stop: async () => {
      for (const child of children.reverse()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited(child);
        clearTimeout(timer);
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
