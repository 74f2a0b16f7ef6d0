import { ensureBuilt } from '../scripts/ensure-built';
import { missingTopologyTools, startTopology } from '../scripts/local-topology';
import { steadyLoad, type Outcome } from '../scripts/steady-load';
import { BenchReport, type Row } from './support/bench-report';

/**
 * compose.yaml's topology run natively (scripts/local-topology.ts): throughput and latency through nginx over 3
 * proxy copies against one copy reached directly, and what each failure drill costs under 50 connections.
 */
const SECONDS = Number(process.env.SECONDS_PER_ROW ?? 5);
const missing = missingTopologyTools();
if (missing.length) throw new Error(`production-topology needs ${missing.join(' and ')}`);

const report = new BenchReport(
  'production-topology',
  'Production topology: nginx, 3 proxy copies, Redis, the sandbox',
  `Debian's nginx (deploy/studio.conf.template, one worker) balancing 3 copies of \`node dist-server/start.mjs\` (REDIS_URL shared) in front of \`dist-server/sandbox.mjs\`, all on this machine. ` +
    `Load: 50 keep-alive connections sending GET /api/healtz (forwarded to the sandbox) back to back, ${SECONDS} s per row; drills run under the same load.`,
);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
function summary(outcomes: Outcome[], seconds: number): Row {
  const times = outcomes.map((outcome) => outcome.endedAt - outcome.startedAt);
  return {
    'requests/s': Math.round(outcomes.length / seconds),
    'p50 ms': percentile(times, 50).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    failed: outcomes.filter((o) => o.status !== 200).length,
  };
}
async function loadFor(url: string, seconds: number): Promise<Row> {
  const load = steadyLoad(url, 50);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return summary(await load.stop(), seconds);
}

await ensureBuilt();
const topology = await startTopology({ env: { PROXY_LAUNCHES_PER_MINUTE: '10' } });
try {
  await loadFor(`${topology.url}/api/healtz`, 1);
  const direct = await loadFor(`${topology.copies[0]!.url}/api/healtz`, SECONDS);
  const balanced = await loadFor(`${topology.url}/api/healtz`, SECONDS);
  report.table(
    'Steady load',
    [
      { route: 'one proxy copy, direct', ...direct },
      {
        route: 'nginx over 3 copies',
        ...balanced,
        'ratio (req/s)': `${(Number(balanced['requests/s']) / Number(direct['requests/s'])).toFixed(2)}×`,
      },
    ],
    [
      '2 cores shared by nginx, 3 copies, the sandbox and the load generator: the copies cannot add cores, so the balanced figure shows the cost of the extra hop, not scaling.',
    ],
  );

  const launches = await Promise.all(
    Array.from({ length: 40 }, () =>
      fetch(`${topology.url}/agents/launch`, {
        method: 'POST',
        headers: { 'api-key': 'sandbox-demo-key', 'content-type': 'application/json' },
        body: JSON.stringify({ preset: 'concierge', transport: 'websocket' }),
      }).then((r) => r.status),
    ),
  );

  const drills: Row[] = [];
  const drill = async (name: string, action: () => Promise<void>) => {
    const load = steadyLoad(`${topology.url}/api/healtz`, 50);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = performance.now();
    await action();
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const outcomes = await load.stop();
    drills.push({
      drill: name,
      'took ms': ms.toFixed(0),
      requests: outcomes.length,
      failed: outcomes.filter((o) => o.status !== 200).length,
    });
  };
  const [first, second] = topology.copies;
  await drill('SIGTERM one copy (until it exited)', () => topology.stopCopy(first!, 'SIGTERM'));
  await drill('start it again (until /healthz answers)', () => topology.startCopy(first!));
  await drill('SIGKILL one copy', () => topology.stopCopy(second!, 'SIGKILL'));
  await topology.startCopy(second!);
  await drill('rolling restart of 3 copies', async () => {
    for (const copy of topology.copies) {
      await topology.stopCopy(copy, 'SIGTERM');
      await topology.startCopy(copy);
    }
  });
  report.table('40 concurrent agent launches by one user (limit 10 a minute, Redis shared)', [
    { answers: '200', count: launches.filter((s) => s === 200).length },
    { answers: '429', count: launches.filter((s) => s === 429).length },
    { answers: 'other', count: launches.filter((s) => s !== 200 && s !== 429).length },
  ]);
  report.table('Failure drills under 50 connections', drills, [
    'nginx retries a GET whose copy refused it or died before answering (proxy_next_upstream error timeout http_502 http_503), so a SIGKILL fails only answers already under way.',
  ]);
  report.write();
} finally {
  await topology.stop();
}
