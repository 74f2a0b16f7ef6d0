import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProxyConfig } from '../proxy/config';
import type { ProxyProcess } from '../proxy/testing/proxy-process';
import { proxyConfig } from '../proxy/testing/proxy-test-kit';
import { baselineCheckout, shortRevision, treeLabel } from './support/baseline-checkout';
import { BenchReport, type Row } from './support/bench-report';
import { ROOT, startChildServer, tsxArgs } from './support/child-server';
import { cpuProfileSummary } from './support/cpu-profile-summary';
import { load, type LoadFigures } from './support/load';
import { startNginxReverseProxy } from './support/nginx-reverse-proxy';
import { processCpuMs } from './support/process-cpu';
import { ms, ratio } from './support/stats';

/**
 * Group 4, proxy overhead: the same requests straight to an upstream, through our proxy (gateway forwarding,
 * undici) and through Debian's nginx as a reverse proxy (one worker), each server in its own process, driven
 * by autocannon: a small JSON answer (per-request cost) and a 10 MB streamed download (bytes per second).
 * The machine is shared, so besides throughput each server's own CPU time per request is measured (from
 * /proc), which the other load on the machine does not change much. Then each proxy runs once more under
 * `--cpu-prof` on small JSON, and its top frames are written down. `BASELINE=<git revision>` adds that
 * revision's proxy (the "before" rows and profile); its packages must still be installed.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 9);
/** Rounds taking turns, each target's best kept: other work on a shared machine comes and goes within seconds. */
const ROUNDS = 3;
const PROFILE_SECONDS = 5;
const FLOOR = 'node:http + undici, nothing else';
const TEN_MB = 10 * 1024 * 1024;
const baseline = process.env.BASELINE;
const report = new BenchReport(
  'proxy-overhead',
  'Proxy overhead: ours vs nginx',
  `Straight to one upstream (a small Node server in its own process), through our proxy (${treeLabel()}), and through nginx (1 worker, keep-alive upstream, streaming) in front of the same upstream. autocannon: ${ROUNDS} rounds of ${SECONDS / ROUNDS} s (each after a 1 s warm-up) in which the targets take turns; each row is its target's round with the highest throughput. "Added" latency is the row's minus the direct one; the throughput ratio is the row's ÷ direct; "CPU µs/request" is the server process's own CPU time (user + system, from /proc) over the row's requests. ${baseline ? `\`BASELINE=${baseline}\` added that revision's proxy (before rows).` : "Set `BASELINE=<git revision>` to add that revision's proxy."}`,
);

type Start = (config: ProxyConfig, extra?: { execArgv?: string[] }) => Promise<ProxyProcess>;
const startFrom = async (root: string): Promise<Start> =>
  ((await import(path.join(root, 'proxy/testing/proxy-process.ts'))) as { startProxyProcess: Start }).startProxyProcess;

/** The nginx worker (the master only waits): its CPU is the one to count. The master may fork it after it listens. */
async function nginxWorkerOf(master: number): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const worker = Number(readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/)[0]);
    if (worker > 0) return worker;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx started no worker process');
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-overhead-'));
const upstream = await startChildServer(process.execPath, tsxArgs('bench/support/bulk-upstream-main.ts'), {
  printed: /upstream at (\S+)/,
});
const floor = await startChildServer(
  process.execPath,
  [...tsxArgs('bench/support/bare-forwarder-main.ts'), upstream.url],
  { printed: /forwarder at (\S+)/ },
);
const config = proxyConfig(
  { gateway: upstream.url, services: upstream.url },
  {
    policy: {
      requireAuth: false,
      launchesPerMinute: 10,
      ttsConcurrency: 5,
      connectTimeoutMs: 5000,
      ttsTimeoutMs: 120_000,
    },
  },
);
const proxies = [{ name: 'our proxy', start: await startFrom(ROOT) }];
if (baseline)
  proxies.push({
    name: `before (${shortRevision(baseline)})`,
    start: await startFrom(baselineCheckout(work, baseline)),
  });
const running = await Promise.all(proxies.map(async ({ name, start }) => ({ name, proxy: await start(config) })));
const nginx = await startNginxReverseProxy(upstream.url);
const nginxWorker = await nginxWorkerOf(nginx.pid);

try {
  const targets: Array<{ name: string; url: string; pid?: number }> = [
    // The upstream is a bare node:http server: its CPU per request is what Node's HTTP server costs answering by itself.
    { name: 'direct', url: upstream.url, pid: upstream.pid },
    ...running.map(({ name, proxy }) => ({ name, url: proxy.url, pid: proxy.pid })),
    { name: FLOOR, url: floor.url, pid: floor.pid },
    { name: 'nginx', url: nginx.url, pid: nginxWorker },
  ];
  const cases = [
    { name: 'small JSON (GET /api/projects/…, 300 B)', path: '/api/projects/audiobook', connections: 50, targets },
    // The floor gathers whole answers: it is measured on small ones only.
    {
      name: '10 MB streamed download (GET /storage/…)',
      path: `/storage/${TEN_MB}.wav`,
      connections: 8,
      targets: targets.filter(({ name }) => name !== FLOOR),
    },
  ];
  for (const item of cases) {
    const figures = new Map<string, LoadFigures & { cpuUs?: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of item.targets) {
        const cpuBefore = target.pid ? processCpuMs(target.pid) : 0;
        const result = await load(`${target.url}${item.path}`, {
          connections: item.connections,
          seconds: SECONDS / ROUNDS,
        });
        // The warm-up's requests are not in `requests`, so the CPU figure slightly overstates the cost per request.
        const cpuUs = target.pid ? ((processCpuMs(target.pid) - cpuBefore) * 1000) / result.requests : undefined;
        // A request cut off when the run ends counts as an error; more than that means the figures are wrong.
        if (result.errors + result.non2xx > Math.max(2, result.requests / 1000))
          throw new Error(`${target.name} ${item.path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
        if (result.requestsPerSecond > (figures.get(target.name)?.requestsPerSecond ?? -1))
          figures.set(target.name, { ...result, cpuUs });
      }
    }
    const direct = figures.get('direct')!;
    const reference = figures.get('nginx')!;
    const rows: Row[] = item.targets.map(({ name }) => {
      const result = figures.get(name)!;
      const proxy = name !== 'direct' && name !== 'nginx';
      return {
        path: name,
        'p50 ms': ms(result.p50),
        'p99 ms': ms(result.p99),
        'added p50 ms': name === 'direct' ? '' : ms(result.p50 - direct.p50),
        'added p99 ms': name === 'direct' ? '' : ms(result.p99 - direct.p99),
        'requests/s': result.requestsPerSecond.toFixed(0),
        'MB/s': (result.bytesPerSecond / 2 ** 20).toFixed(1),
        'throughput vs direct': ratio(result.requestsPerSecond, direct.requestsPerSecond),
        'CPU µs/request': result.cpuUs === undefined ? '' : result.cpuUs.toFixed(0),
        errors: result.errors + result.non2xx,
        'throughput vs nginx': proxy ? ratio(result.requestsPerSecond, reference.requestsPerSecond) : '',
        'CPU vs nginx': name === 'nginx' ? '' : ratio(result.cpuUs!, reference.cpuUs!),
      };
    });
    report.table(`${item.name}, ${item.connections} connections`, rows);
  }
  await Promise.all(running.map(({ proxy }) => proxy.stop()));
  running.length = 0;

  for (const { name, start } of proxies) {
    const dir = mkdtempSync(path.join(work, 'profile-'));
    const profiled = await start(config, { execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    const result = await load(`${profiled.url}${cases[0]!.path}`, {
      connections: cases[0]!.connections,
      seconds: PROFILE_SECONDS,
    });
    await profiled.stop();
    report.table(
      `CPU profile of ${name}: top frames by self time, small JSON, ${PROFILE_SECONDS} s (${result.requestsPerSecond.toFixed(0)} requests/s under the profiler)`,
      cpuProfileSummary(dir, PROFILE_SECONDS * 1000),
    );
  }
  report.note(
    "Reading the profiles: `writev` (the answer to the client) and `writeLatin1String` (the request to the upstream) are the two socket writes of a forwarded request. On loopback each write also does the receiving side's TCP work, nginx makes the same system calls per request (two reads, two writes), and the profiler samples wall time while the thread is busy, so on a loaded machine these frames also collect the time it was descheduled inside them; the CPU µs/request column is the real CPU time. Since the gateway fast path (proxy/gateway-forwarding.ts) a forwarded request no longer passes through Fastify's request cycle (the before profile's route lookup, hooks, reply and `setHeader` calls). What is left is Node's own HTTP server (parser, request and response objects, and the validation of each response header: `processHeader` and the header-character RegExp, over the studio's security headers and CSP, about 1.3 KB on every answer, which the bench's nginx does not add) and undici's client. The `" +
      FLOOR +
      "` row is the floor under any proxy built on them (bench/support/bare-forwarder-main.ts: no checks, no headers of its own, answers gathered): it is what the small-JSON goal (at least 1.0× nginx) would need Node to beat, and it does not; the `direct` row's CPU is Node's HTTP server answering by itself, with no upstream call. What our proxy costs above the floor is its checks, the forwarded chain and the security headers; what the floor costs above nginx is Node's HTTP server and undici's client, which only a native proxy in front (the compose file's nginx) removes.",
  );
  report.write();
} finally {
  await nginx.stop();
  await floor.stop();
  await Promise.all(running.map(({ proxy }) => proxy.stop()));
  await upstream.stop();
  rmSync(work, { recursive: true, force: true });
}
