import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/ensure-built';
import { SERVER_NODE_FLAGS } from '../server-common/node-flags';
import { START_ARGS } from '../scripts/start-command';
import { BenchReport, type Row } from './support/bench-report';
import { startChildServer, tsxArgs } from './support/child-server';
import { waitUntilIdle } from './support/process-cpu';

/**
 * What running the servers through tsx costs against the compiled output `npm start` now runs: time from
 * spawn to "running at", RSS and threads at rest (speech threads warmed), and what one more audio thread adds
 * (the TTS pool grows by one thread while a long transcript is spoken, then both are measured at rest again).
 */
const RUNS = Number(process.env.RUNS ?? 3);
const LONG_TEXT = 'The studio keeps every take in its folder, ready for the next session. '.repeat(20);
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));

const report = new BenchReport(
  'production-startup',
  'Production start-up: compiled servers against tsx',
  `\`npm start\`'s server (proxy + embedded sandbox, fresh DATA_DIR) in its own process, started ${RUNS} times per mode, alternating; medians. ` +
    '"tsx" is `node --import tsx scripts/start.ts` (what `npm start` ran before), "compiled" is `node dist-server/start.mjs` (esbuild, packages external). ' +
    'Ready: spawn until it prints its URL. At rest: once its CPU use has gone quiet (speech threads warmed), VmRSS and Threads from /proc. ' +
    `One more audio thread: a ${LONG_TEXT.length}-character \`tts/bytes\` makes the TTS pool start a second thread; at rest again, the growth in RSS and threads.`,
);

type Status = { rssMb: number; threads: number };
function status(pid: number): Status {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)![1]);
  return { rssMb: field('VmRSS') / 1024, threads: field('Threads') };
}

async function speakLong(url: string): Promise<void> {
  const response = await fetch(`${url}/tts/en-rt/tts/bytes`, {
    method: 'POST',
    headers: { 'api-key': 'sandbox-demo-key', 'content-type': 'application/json' },
    body: JSON.stringify({ transcript: LONG_TEXT, voice: { id: 'samantha' }, output_format: { sample_rate: 22050 } }),
  });
  if (response.status !== 200) throw new Error(`tts/bytes answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

type Start = { readyMs: number; rest: Status; grown: Status };
/** Both with the servers' V8 flags (in START_ARGS), so that only the loader differs. */
const MODES = { tsx: [...SERVER_NODE_FLAGS, ...tsxArgs('scripts/start.ts')], compiled: [...START_ARGS] };

async function measure(args: string[]): Promise<Start> {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const started = performance.now();
  const server = await startChildServer(
    process.execPath,
    args,
    { printed: /Voice Studio is running at (\S+)/ },
    { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SANDBOX_PORT: '0' },
  );
  const readyMs = performance.now() - started;
  try {
    await waitUntilIdle(server.pid);
    const rest = status(server.pid);
    await speakLong(server.url);
    await waitUntilIdle(server.pid);
    return { readyMs, rest, grown: status(server.pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await ensureBuilt();
const results = new Map<string, Start[]>(Object.keys(MODES).map((mode) => [mode, []]));
try {
  for (let run = 0; run < RUNS; run++)
    for (const [mode, args] of Object.entries(MODES)) results.get(mode)!.push(await measure(args));
  const figures = Object.fromEntries(
    [...results].map(([mode, runs]) => [
      mode,
      {
        ready: median(runs.map((r) => r.readyMs)),
        rss: median(runs.map((r) => r.rest.rssMb)),
        threads: median(runs.map((r) => r.rest.threads)),
        threadRss: median(runs.map((r) => r.grown.rssMb - r.rest.rssMb)),
        threadThreads: median(runs.map((r) => r.grown.threads - r.rest.threads)),
      },
    ]),
  ) as Record<
    keyof typeof MODES,
    { ready: number; rss: number; threads: number; threadRss: number; threadThreads: number }
  >;
  const { tsx, compiled } = figures;
  const row = (figure: string, unit: (value: number) => string, key: keyof typeof tsx): Row => ({
    figure,
    tsx: unit(tsx[key]),
    compiled: unit(compiled[key]),
    'ratio (compiled ÷ tsx)': tsx[key] === 0 ? '—' : `${(compiled[key] / tsx[key]).toFixed(2)}×`,
  });
  report.table('Start-up, at rest, and one more audio thread', [
    row('ready (spawn → URL printed), ms', (v) => v.toFixed(0), 'ready'),
    row('RSS at rest, MB', (v) => v.toFixed(0), 'rss'),
    row('threads at rest', (v) => String(v), 'threads'),
    row('RSS added by one audio thread, MB', (v) => v.toFixed(1), 'threadRss'),
    row('threads added by one audio thread', (v) => String(v), 'threadThreads'),
  ]);
  report.write();
} finally {
  rmSync(work, { recursive: true, force: true });
}
