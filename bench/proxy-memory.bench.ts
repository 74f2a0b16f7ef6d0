import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { bulkUpstream, drainBody, generatedBody } from '../proxy/testing/bulk-upstream';
import { startProxyProcess, type ProxyProcess } from '../proxy/testing/proxy-process';
import { proxyConfig } from '../proxy/testing/proxy-test-kit';
import { BenchReport, type Row } from './support/bench-report';

/**
 * The proxy's memory while large bodies stream through it, with the proxy in its own process (so the client
 * and the fake upstream that drive it are not counted): uploads to the gateway (`/api/*`, undici),
 * downloads from the gateway (`/storage/*`) and TTS answers (`/tts/.../bytes`, the key route with key masking)
 * of 10, 100 and 300 MB at full speed over loopback, and 100 MB downloads read by a slow client (25 MB/s),
 * where backpressure must keep the proxy from buffering what the client has not taken yet. Peak RSS is Linux's
 * VmHWM, reset before each step through /proc/<pid>/clear_refs; elsewhere RSS is sampled every 10 ms.
 */
const MB = 1024 * 1024;
const report = new BenchReport(
  'proxy-memory',
  'Proxy memory while large bodies stream through it',
  'Our proxy in its own process between a Node client and a fake upstream on loopback; uploads to the gateway (`/api/*`), downloads from it (`/storage/*`) ' +
    'and TTS answers (`/tts/.../bytes`, the key route) of 10, 100 and 300 MB at full speed, and 100 MB read by a client limited to 25 MB/s. ' +
    "One run per case; peak RSS is Linux's VmHWM, reset before each case. The reference is the body's size: a proxy that buffered it would grow by that much.",
);

function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return null;
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) : null;
}

/** Runs `work` and returns the proxy's RSS before it and its peak during it, in MB. */
async function measure(
  proxy: ProxyProcess,
  work: () => Promise<void>,
): Promise<{ before: number; peak: number; ms: number }> {
  const useProc = procStatusKb(proxy.pid, 'VmHWM') !== null;
  let sampled = 0;
  let sampler: NodeJS.Timeout | undefined;
  if (useProc) writeFileSync(`/proc/${proxy.pid}/clear_refs`, '5');
  const before = useProc ? procStatusKb(proxy.pid, 'VmRSS')! * 1024 : await proxy.rss();
  if (!useProc) sampler = setInterval(() => void proxy.rss().then((rss) => (sampled = Math.max(sampled, rss))), 10);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const peak = useProc ? procStatusKb(proxy.pid, 'VmHWM')! * 1024 : Math.max(sampled, await proxy.rss());
  return { before: before / MB, peak: peak / MB, ms };
}

const upstream = await bulkUpstream();
const proxy = await startProxyProcess(
  proxyConfig(
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
  ),
);

const cases: Array<{
  name: string;
  bytes: number;
  clientRate?: number;
  run: (bytes: number, rate?: number) => Promise<void>;
}> = [];
const upload = async (bytes: number) => {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: generatedBody(bytes),
    duplex: 'half',
  };
  const answer = (await (await fetch(`${proxy.url}/api/recordings`, init as RequestInit)).json()) as {
    received: number;
  };
  if (answer.received !== bytes) throw new Error(`upload: the gateway received ${answer.received} of ${bytes} bytes`);
};
const download = async (bytes: number, rate?: number) => {
  const got = await drainBody(await fetch(`${proxy.url}/storage/${bytes}.wav`), rate);
  if (got !== bytes) throw new Error(`download: ${got} of ${bytes} bytes`);
};
const tts = async (bytes: number, rate?: number) => {
  const response = await fetch(`${proxy.url}/tts/en-rt/tts/bytes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transcript: String(bytes), voice: { id: 'a' } }),
  });
  const got = await drainBody(response, rate);
  if (got !== bytes) throw new Error(`tts: ${got} of ${bytes} bytes`);
};
for (const size of [10, 100, 300]) {
  cases.push({ name: 'upload /api (gateway)', bytes: size * MB, run: upload });
  cases.push({ name: 'download /storage (gateway)', bytes: size * MB, run: download });
  cases.push({ name: 'TTS bytes (key route)', bytes: size * MB, run: tts });
}
cases.push({ name: 'download /storage, client 25 MB/s', bytes: 100 * MB, clientRate: 25 * MB, run: download });
cases.push({ name: 'TTS bytes, client 25 MB/s', bytes: 100 * MB, clientRate: 25 * MB, run: tts });

// First a 32 MB pass of each kind on a cold proxy: its growth is code loading, JIT and the allocator's first
// buffers, reused by every later body (shown separately, not mixed into the per-size rows).
cases.unshift(
  { name: 'cold: first upload /api', bytes: 32 * MB, run: upload },
  { name: 'cold: first download /storage', bytes: 32 * MB, run: download },
  { name: 'cold: first TTS bytes', bytes: 32 * MB, run: tts },
);

const rows: Row[] = [];
for (const item of cases) {
  const { before, peak, ms } = await measure(proxy, () => item.run(item.bytes, item.clientRate));
  const size = item.bytes / MB;
  rows.push({
    case: item.name,
    'body MB': size,
    'time s': (ms / 1000).toFixed(2),
    'MB/s': (size / (ms / 1000)).toFixed(0),
    'RSS before MB': before.toFixed(1),
    'peak RSS MB': peak.toFixed(1),
    'peak growth MB': (peak - before).toFixed(1),
    'growth vs body': `${((100 * (peak - before)) / size).toFixed(1)}%`,
  });
}

await proxy.stop();
await upstream.close();
report.table('Peak memory per streamed body', rows, [
  "The cold rows are a first 32 MB pass of each kind: code loading, JIT and the allocator's first buffers, reused by every later body.",
]);
report.write();
