import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { BenchReport, type Row } from './support/bench-report';
import { ROOT, startChildServer } from './support/child-server';
import { waitUntilIdle } from './support/process-cpu';
import { baselineCheckout, shortRevision, treeLabel } from './support/baseline-checkout';

/**
 * What `npm run sandbox` costs a laptop before anyone uses it: its resident memory and thread count once start-up
 * (speech workers' warm-up included) has gone quiet, then the latency of the first `tts/bytes` request (50
 * characters), which a lazier start-up must not make slow, the second one for comparison, and the memory after.
 * `BASELINE=<git revision>` also measures that revision (extracted with git archive, sharing node_modules), so
 * the change shows side by side; each checkout is started RUNS times, alternating, and the medians are shown.
 */
const RUNS = Number(process.env.RUNS ?? 3);
const TEXT = 'The studio keeps every take in its folder, ready.'; // 50 characters
const baseline = process.env.BASELINE;
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-idle-'));

const report = new BenchReport(
  'sandbox-idle-memory',
  'Sandbox at rest: memory and threads after start, and the first speech request',
  `\`sandbox/main.ts\` in its own process with a fresh DATA_DIR, measured once its CPU use has gone quiet (warm-up done): VmRSS and the thread count from /proc/<pid>/status; ` +
    `then one \`tts/bytes\` of ${TEXT.length} characters (voice samantha, 22,050 Hz), a second one, and VmRSS after both. Medians over ${RUNS} starts per checkout, alternating. ` +
    (baseline
      ? `\`BASELINE=${baseline}\` measured that revision too.`
      : "Set `BASELINE=<git revision>` to add that revision's rows."),
);

function status(pid: number): { rssMb: number; threads: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)![1]);
  return { rssMb: field('VmRSS') / 1024, threads: field('Threads') };
}

async function speakOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/public/tts/en-rt/tts/bytes`, {
    method: 'POST',
    headers: { 'x-api-key': SANDBOX_SERVICE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      transcript: TEXT,
      voice: { id: 'samantha', sampling_params: { seed: 1 } },
      output_format: { sample_rate: 22050 },
    }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200 || bytes < 10_000)
    throw new Error(`tts/bytes answered ${response.status} with ${bytes} bytes`);
  return performance.now() - started;
}

type Start = {
  idleMb: number;
  threads: number;
  firstMs: number;
  secondMs: number;
  afterMb: number;
  afterThreads: number;
};

async function measureStart(checkout: string): Promise<Start> {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const server = await startChildServer(
    process.execPath,
    ['--import', 'tsx', path.join(checkout, 'sandbox/main.ts')],
    { printed: /Sandbox listening at (\S+)/ },
    {
      DATA_DIR: dataDir,
      SANDBOX_PORT: '0',
    },
  );
  try {
    await waitUntilIdle(server.pid);
    const idle = status(server.pid);
    const firstMs = await speakOnce(server.url);
    const secondMs = await speakOnce(server.url);
    const after = status(server.pid);
    return {
      idleMb: idle.rssMb,
      threads: idle.threads,
      firstMs,
      secondMs,
      afterMb: after.rssMb,
      afterThreads: after.threads,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const checkouts: { label: string; dir: string }[] = [{ label: `this tree (${treeLabel()})`, dir: ROOT }];
if (baseline)
  checkouts.unshift({ label: `${baseline} (${shortRevision(baseline)})`, dir: baselineCheckout(work, baseline) });
const starts = new Map<string, Start[]>(checkouts.map((checkout) => [checkout.label, []]));
try {
  for (let run = 0; run < RUNS; run++)
    for (const checkout of checkouts) starts.get(checkout.label)!.push(await measureStart(checkout.dir));
  const rows: Row[] = checkouts.map(({ label }) => {
    const runs = starts.get(label)!;
    const of = (key: keyof Start) => medianOf(runs.map((start) => start[key]));
    return {
      sandbox: label,
      'RSS at rest MB': of('idleMb').toFixed(0),
      'threads at rest': of('threads'),
      'first tts/bytes ms': of('firstMs').toFixed(0),
      'second tts/bytes ms': of('secondMs').toFixed(0),
      'RSS after MB': of('afterMb').toFixed(0),
      'threads after': of('afterThreads'),
    };
  });
  report.table('At rest after start, then the first requests', rows);
  report.write();
} finally {
  rmSync(work, { recursive: true, force: true });
}
