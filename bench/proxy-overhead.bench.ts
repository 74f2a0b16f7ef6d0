import { startProxyProcess } from '../proxy/testing/proxy-process';
import { proxyConfig } from '../proxy/testing/proxy-test-kit';
import { BenchReport, type Row } from './support/bench-report';
import { startChildServer, tsxArgs } from './support/child-server';
import { load, type LoadFigures } from './support/load';
import { startNginxReverseProxy } from './support/nginx-reverse-proxy';
import { ms, ratio } from './support/stats';

/**
 * Group 4, proxy overhead: the same requests straight to an upstream, through our proxy (gateway forwarding,
 * reply-from) and through Debian's nginx as a reverse proxy, each server in its own process, driven by
 * autocannon: a small JSON answer (per-request cost) and a 10 MB streamed download (bytes per second).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TEN_MB = 10 * 1024 * 1024;
const report = new BenchReport(
  'proxy-overhead',
  'Proxy overhead: ours vs nginx',
  `Straight to one upstream (a small Node server in its own process), through our proxy, and through nginx (1 worker, keep-alive upstream, streaming) in front of the same upstream. autocannon, ${SECONDS} s per row after a 1 s warm-up. "Added" latency is the row's minus the direct one; the throughput ratio is the row's ÷ direct.`,
);

const upstream = await startChildServer(process.execPath, tsxArgs('bench/support/bulk-upstream-main.ts'), { printed: /upstream at (\S+)/ });
const ours = await startProxyProcess(
  proxyConfig({ gateway: upstream.url, services: upstream.url }, { policy: { requireAuth: false, launchesPerMinute: 10, ttsConcurrency: 5, connectTimeoutMs: 5000, ttsTimeoutMs: 120_000 } }),
);
const nginx = await startNginxReverseProxy(upstream.url);

try {
  const targets = [
    ['direct', upstream.url],
    ['our proxy', ours.url],
    ['nginx', nginx.url],
  ] as const;
  const cases = [
    { name: 'small JSON (GET /api/projects/…, 300 B)', path: '/api/projects/audiobook', connections: 50 },
    { name: '10 MB streamed download (GET /storage/…)', path: `/storage/${TEN_MB}.wav`, connections: 8 },
  ];
  for (const item of cases) {
    const figures = new Map<string, LoadFigures>();
    for (const [name, base] of targets) {
      const result = await load(`${base}${item.path}`, { connections: item.connections, seconds: SECONDS });
      // A request cut off when the run ends counts as an error; more than that means the figures are wrong.
      if (result.errors + result.non2xx > Math.max(2, result.requests / 1000)) throw new Error(`${name} ${item.path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      figures.set(name, result);
    }
    const direct = figures.get('direct')!;
    const rows: Row[] = targets.map(([name]) => {
      const result = figures.get(name)!;
      return {
        path: name,
        'p50 ms': ms(result.p50),
        'p99 ms': ms(result.p99),
        'added p50 ms': name === 'direct' ? '' : ms(result.p50 - direct.p50),
        'added p99 ms': name === 'direct' ? '' : ms(result.p99 - direct.p99),
        'requests/s': result.requestsPerSecond.toFixed(0),
        'MB/s': (result.bytesPerSecond / 2 ** 20).toFixed(1),
        'throughput vs direct': ratio(result.requestsPerSecond, direct.requestsPerSecond),
        errors: result.errors + result.non2xx,
        'vs nginx': name === 'our proxy' ? ratio(result.requestsPerSecond, figures.get('nginx')!.requestsPerSecond) : '',
      };
    });
    report.table(`${item.name}, ${item.connections} connections`, rows);
  }
  report.write();
} finally {
  await nginx.stop();
  await ours.stop();
  await upstream.stop();
}
