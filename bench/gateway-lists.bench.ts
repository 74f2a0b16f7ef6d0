import autocannon from 'autocannon';
import { startProxyProcess } from '../proxy/testing/proxy-process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../sandbox/store/database';
import { createFolder } from '../sandbox/store/folder-repository';
import { createProject } from '../sandbox/store/project-repository';
import { insertRecording, listRecordingsPlan } from '../sandbox/store/recording-repository';
import { SEED_ACCOUNTS, seedAccounts } from '../sandbox/store/seed';
import { BenchReport } from './support/bench-report';
import { startChildServer } from './support/child-server';
import { waitUntilIdle } from './support/process-cpu';
import { loopDelayProbe, ProcessGauge, type GaugeReading, type LoopDelay } from './support/process-gauge';
import { proxyBeforeSandbox } from './support/proxy-before-sandbox';
import { ratio } from './support/stats';

/**
 * The gateway's lists at scale: a folder of 10,000 originals (every tenth with a note), read with
 * `GET /api/recordings/originals?limit=100` by 50 connections at once, on the first page and on the last
 * (offset 9,900), newest first and oldest first. The sandbox runs as `npm run sandbox` in its own process, so the
 * load generator (autocannon) does not share its event loop. Also prints SQLite's plans for the list's order (no
 * temporary B-tree may appear in it) and for a page's rows. A repeated page is answered from the list cache (store/list-cache.ts) while
 * nothing is written; the last case asks for a random one of a hundred pages, so that most are built afresh.
 * Through the proxy twice: as `npm start` runs it, and with V8's default young generation instead of the servers'
 * flag (server-common/node-flags.ts); and through the floor under it, node:http + undici with nothing else
 * (bench/support/bare-forwarder-main.ts), which says how far any proxy built on them can get. For each process (sandbox, proxy) it prints the CPU time per request and the event-loop delay, so that figures
 * taken on a loaded machine can be read: latency from waiting for a core shows as delay, not as CPU.
 */
const ROWS = 10_000;
const CONNECTIONS = 50;
const SECONDS = 6;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
const apiKey = SEED_ACCOUNTS[0].apiKey;
const report = new BenchReport(
  'gateway-lists',
  'Gateway lists at scale',
  `\`GET /api/recordings/originals?limit=100\` on a folder of ${ROWS.toLocaleString('en')} originals, ${CONNECTIONS} connections (autocannon), ${SECONDS} s per page after a 2 s warm-up, ` +
    'the sandbox in its own process (`npm run sandbox`), direct and through our proxy in its own process (sign-in checked, as `npm start` runs it); the reference is the direct figure. ' +
    "CPU per request is each process's own CPU time (user + system, /proc) over the run divided by the requests answered; loop delay is the p99 of its event-loop delay " +
    '(perf_hooks). On a loaded machine a high loop delay with low CPU per request means the process waited for a core.',
);

// Seed straight into the database file, before the server opens it.
const db = openDatabase(dataDir);
seedAccounts(db);
const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(SEED_ACCOUNTS[0].email) as { id: string }).id;
const project = createProject(db, userId, { name: 'Scale', owner: userId, models: {} });
const folder = createFolder(db, userId, { name: 'Ten thousand takes', project_id: project.id });
db.transaction(() => {
  for (let i = 0; i < ROWS; i++) {
    const row = insertRecording(db, {
      user_id: userId,
      project_id: project.id,
      parent_folder_id: folder.id,
      type: 'original',
      state: 'done',
      file_name: `take-${i}.wav`,
      file_ext: 'wav',
      label: `Take ${i}`,
      microphone: 'file',
      size: 441_044,
      duration: 5 + (i % 60),
    });
    if (i % 10 === 0)
      db.prepare(
        "INSERT INTO notes (id, recording_id, user_id, text, active, created_at) VALUES (?, ?, ?, 'Checked', 1, ?)",
      ).run(`${row.id}-note`, row.id, userId, row.created_at);
  }
})();
const plans = (['desc', 'asc'] as const).map((direction) => ({
  direction,
  plan: listRecordingsPlan(db, { userId, type: 'original', folderId: folder.id }, direction),
}));
db.close();

// The sandbox as `npm run sandbox` runs it, with the event-loop probe preloaded (it changes nothing else).
const probe = loopDelayProbe();
const sandbox = await startChildServer(
  process.execPath,
  ['--import', 'tsx', ...probe.execArgv, 'sandbox/main.ts'],
  { printed: /Sandbox listening at (\S+)/ },
  {
    DATA_DIR: dataDir,
    SANDBOX_PORT: '0',
    SANDBOX_RATE_LIMITS: 'fast=100000000/300,slow=100000000/300',
    ...probe.env,
  },
);
const url = sandbox.url;

type Side = { cpuPerRequest: number; loopDelay: LoopDelay | undefined };
type Row = {
  page: string;
  via: Via;
  p50: number;
  p99: number;
  throughput: number;
  errors: number;
  sandbox: Side;
  proxy: Side | undefined;
};

const rows: Row[] = [];
// Our proxy in its own process in front of the sandbox, as `npm start` runs it (sign-in checked): the route the
// studio's lists take.
const proxy = await startProxyProcess(proxyBeforeSandbox(url), probe);
// The same proxy with V8's default young generation, for what the servers' flag (server-common/node-flags.ts) buys.
const defaultProxy = await startProxyProcess(proxyBeforeSandbox(url), {
  ...probe,
  execArgv: [...probe.execArgv, '--max-semi-space-size=0'],
});
// The floor under any proxy on Node's HTTP server and undici (no checks, no headers of its own; see the file).
const floor = await startChildServer(
  process.execPath,
  ['--import', 'tsx', ...probe.execArgv, 'bench/support/bare-forwarder-main.ts', url],
  { printed: /forwarder at (\S+)/ },
  probe.env,
);
const sandboxGauge = new ProcessGauge(sandbox.pid, probe.dir);
const forwarders = {
  'through the proxy': { url: proxy.url, gauge: new ProcessGauge(proxy.pid, probe.dir) },
  'through the proxy, V8 default young generation': {
    url: defaultProxy.url,
    gauge: new ProcessGauge(defaultProxy.pid, probe.dir),
  },
  'through node:http + undici, nothing else': { url: floor.url, gauge: new ProcessGauge(floor.pid, probe.dir) },
};
type Via = 'direct' | keyof typeof forwarders;
try {
  const cases = [
    { page: 'offset 0, newest first', query: 'offset=0' },
    { page: 'offset 9,900, newest first', query: 'offset=9900' },
    { page: 'offset 0, oldest first', query: 'offset=0&direction=asc' },
    { page: 'offset 9,900, oldest first', query: 'offset=9900&direction=asc' },
  ];
  const check = await fetch(`${url}/api/recordings/originals?folder_id=${folder.id}&limit=100&offset=9900`, {
    headers: { 'api-key': apiKey },
  });
  const body = (await check.json()) as { list: unknown[]; pagination: { count: number } };
  if (check.status !== 200 || body.list.length !== 100 || body.pagination.count !== ROWS)
    throw new Error(`unexpected list answer ${check.status}`);
  // `npm run sandbox` warms its speech workers at start: wait until the server is idle before measuring.
  await waitUntilIdle(sandbox.pid);
  const measureOne = async (page: string, requests: autocannon.Request[], via: Via) => {
    const target = via === 'direct' ? url : forwarders[via].url;
    const options = { url: target, requests, connections: CONNECTIONS, headers: { 'api-key': apiKey } };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const gauges = via === 'direct' ? [sandboxGauge] : [sandboxGauge, forwarders[via].gauge];
    for (const gauge of gauges) await gauge.start();
    const result = await autocannon({ ...options, duration: SECONDS });
    const [sandboxReading, proxyReading] = await Promise.all(gauges.map((gauge) => gauge.stop()));
    const side = (reading: GaugeReading): Side => ({
      cpuPerRequest: reading.cpuMs / Math.max(1, result.requests.total),
      loopDelay: reading.loopDelay,
    });
    rows.push({
      page,
      via,
      p50: result.latency.p50,
      p99: result.latency.p99,
      throughput: result.requests.average,
      errors: result.errors + result.non2xx,
      sandbox: side(sandboxReading!),
      proxy: proxyReading ? side(proxyReading) : undefined,
    });
  };
  const measure = async (page: string, requests: autocannon.Request[]) => {
    await measureOne(page, requests, 'direct');
    for (const via of Object.keys(forwarders) as Via[]) await measureOne(page, requests, via);
  };
  const list = (query: string) => ({ path: `/api/recordings/originals?folder_id=${folder.id}&limit=100&${query}` });
  for (const { page, query } of cases) await measure(page, [list(query)]);
  // A random one of a hundred pages each time: more than the page cache keeps, so nearly every answer is built afresh.
  let seed = 1;
  const randomPage = () => ((seed = (seed * 48271) % 2147483647) % 100) * 100;
  await measure('a random page each time (mostly uncached)', [
    { ...list('offset=0'), setupRequest: (request) => ({ ...request, path: list(`offset=${randomPage()}`).path }) },
  ]);
} finally {
  await proxy.stop();
  await defaultProxy.stop();
  await floor.stop();
  await sandbox.stop();
  probe.remove();
  rmSync(dataDir, { recursive: true, force: true });
}

const delay = (side: Side | undefined) => (side?.loopDelay ? side.loopDelay.p99.toFixed(1) : '');
report.table(
  `Pages of ${ROWS.toLocaleString('en')} originals, limit 100`,
  rows.map((row, index) => {
    const direct = rows.slice(0, index + 1).findLast((candidate) => candidate.via === 'direct')!;
    return {
      page: row.page,
      path: row.via,
      'median ms': row.p50,
      'p99 ms': row.p99,
      'requests/s': Math.round(row.throughput),
      'throughput vs direct': ratio(row.throughput, direct.throughput),
      'p99 vs direct': ratio(row.p99, direct.p99),
      'sandbox CPU per request ms': row.sandbox.cpuPerRequest.toFixed(2),
      'proxy CPU per request ms': row.proxy ? row.proxy.cpuPerRequest.toFixed(2) : '',
      'sandbox loop delay p99 ms': delay(row.sandbox),
      'proxy loop delay p99 ms': delay(row.proxy),
      errors: row.errors,
    };
  }),
);
/** The p99 range of one path over the cached pages (the random-page case builds most answers afresh). */
const cachedP99 = (via: Via) => {
  const p99s = rows.filter((row) => row.via === via && !row.page.startsWith('a random page')).map((row) => row.p99);
  return `${Math.min(...p99s)}–${Math.max(...p99s)} ms`;
};
report.note(
  `Goal (issue 19): a cached page through the proxy at p99 ≤ 25 ms with ${CONNECTIONS} connections. This run: ${cachedP99('through the proxy')} ` +
    `(the floor, node:http + undici with nothing else: ${cachedP99('through node:http + undici, nothing else')}; direct: ${cachedP99('direct')}).`,
);
report.note(
  [
    "SQLite's query plan of the list's order (read once per change of the database) and of a page's rows:",
    '',
    ...plans.flatMap(({ direction, plan }) => [
      `- ${direction}:`,
      ...[...plan.order, ...plan.page].map((step) => `  - \`${step}\``),
    ]),
  ].join('\n'),
);
report.write();
const temporary = plans.some(({ plan }) => plan.order.some((step) => /TEMP B-TREE/.test(step)));
if (temporary) {
  console.error('The list query sorts in a temporary B-tree: an index is missing.');
  process.exitCode = 1;
}
