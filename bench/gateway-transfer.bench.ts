import { closeSync, mkdtempSync, openAsBlob, openSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProxyProcess } from '../proxy/testing/proxy-process';
import { floatToS16le } from '../audio-formats/pcm-encodings';
import { wavHeader } from '../audio-formats/wav-file';
import { BenchReport, type Row } from './support/bench-report';
import { processMemory } from './support/child-server';
import { load } from './support/load';
import { startSandboxProcess } from './support/sandbox-process';
import { ms, ratio } from './support/stats';
import { proxyBeforeSandbox } from './support/proxy-before-sandbox';

/**
 * Group 3 (the parts the gateway-lists group does not cover): fetching one recording at 50 concurrent
 * connections, its record (JSON) and its audio, straight to the sandbox and through our proxy; and a 100 MB
 * upload each way, with the throughput and the peak RSS growth of the sandbox and of the proxy while it runs.
 * Sandbox and proxy each run in their own process, configured as `npm start` configures them.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const KEY = { 'api-key': 'sandbox-demo-key' };
const report = new BenchReport(
  'gateway-transfer',
  'Gateway: recording fetch and 100 MB upload, direct and through the proxy',
  `The sandbox gateway in its own process, and our proxy in another in front of it (as \`npm start\` runs them, sign-in checked). autocannon with 50 connections, ${SECONDS} s per row after a 1 s warm-up; the ratio is through the proxy ÷ direct. Memory is each process's peak RSS (VmHWM, reset before the step) above its RSS before it.`,
);

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-gateway-'));

/** A fresh sandbox and our proxy in front of it, each in its own process. */
async function startServers() {
  const sandbox = await startSandboxProcess();
  const proxy = await startProxyProcess(proxyBeforeSandbox(sandbox.url));
  const owner = (await api<{ id: string }>(sandbox.url, 'POST', '/api/auth')).id;
  const project = await api<{ id: string }>(sandbox.url, 'POST', '/api/projects', { name: 'Bench', owner, models: {} });
  const folder = await api<{ id: string }>(sandbox.url, 'POST', '/api/folders', {
    name: 'Takes',
    project_id: project.id,
  });
  return {
    sandbox,
    proxy,
    proxyMemory: processMemory(proxy.pid),
    folderId: folder.id,
    stop: async () => {
      await proxy.stop();
      await sandbox.stop();
    },
  };
}

/** A mono 16-bit 44.1 kHz WAV of `bytes` in all: a tone with noise, written in blocks so the bench stays small. */
function writeWav(file: string, bytes: number): void {
  const rate = 44100;
  const samples = Math.floor((bytes - 44) / 2);
  const fd = openSync(file, 'w');
  writeSync(fd, wavHeader(samples * 2, rate));
  const block = new Float32Array(rate);
  for (let written = 0; written < samples; written += rate) {
    const count = Math.min(rate, samples - written);
    for (let i = 0; i < count; i++) {
      const t = (written + i) / rate;
      block[i] = 0.4 * Math.sin(2 * Math.PI * 180 * t) + 0.05 * (Math.random() - 0.5);
    }
    writeSync(fd, floatToS16le(block.subarray(0, count)));
  }
  closeSync(fd);
}

async function api<T>(base: string, method: string, route: string, body?: unknown): Promise<T> {
  const init =
    body === undefined
      ? { method, headers: KEY }
      : { method, headers: { ...KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${base}${route}`, init);
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function upload(base: string, folderId: string, file: string): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.set('parent_folder_id', folderId);
  form.set('microphone', 'file');
  form.set('data', await openAsBlob(file), path.basename(file));
  const response = await fetch(`${base}/api/recordings`, { method: 'POST', body: form, headers: KEY });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; url: string };
}

try {
  const take = path.join(work, 'take.wav');
  writeWav(take, 10 * 44100 * 2 + 44);
  const servers = await startServers();
  const { sandbox, proxy } = servers;
  const fetchRows: Row[] = [];
  try {
    const recording = await upload(sandbox.url, servers.folderId, take);
    for (const [name, route] of [
      ['recording record (GET /api/recordings/{id})', `/api/recordings/${recording.id}`],
      [`recording audio, 10 s WAV (${(statSync(take).size / 1e6).toFixed(2)} MB)`, recording.url],
    ] as const) {
      const direct = await load(`${sandbox.url}${route}`, { connections: 50, seconds: SECONDS, headers: KEY });
      const proxied = await load(`${proxy.url}${route}`, { connections: 50, seconds: SECONDS, headers: KEY });
      for (const [path, figures] of [
        ['direct', direct],
        ['through the proxy', proxied],
      ] as const) {
        if (figures.errors + figures.non2xx > Math.max(2, figures.requests / 1000))
          throw new Error(`${name} ${path}: ${figures.errors} errors, ${figures.non2xx} non-2xx`);
        fetchRows.push({
          request: name,
          path,
          'p50 ms': ms(figures.p50),
          'p99 ms': ms(figures.p99),
          'requests/s': figures.requestsPerSecond.toFixed(0),
          'MB/s': (figures.bytesPerSecond / 2 ** 20).toFixed(1),
          'throughput vs direct': ratio(figures.requestsPerSecond, direct.requestsPerSecond),
          'added p50 ms': path === 'direct' ? '' : ms(figures.p50 - direct.p50),
        });
      }
    }
  } finally {
    await servers.stop();
  }
  report.table('Fetching one recording, 50 connections', fetchRows);

  const big = path.join(work, 'hundred-megabytes.wav');
  writeWav(big, 100_000_000);
  const uploadRows: Row[] = [];
  let directSeconds = Number.NaN;
  for (const through of ['direct', 'through the proxy'] as const) {
    // Fresh servers each way, so memory the first upload left behind does not hide the second one's growth.
    const fresh = await startServers();
    try {
      await upload(through === 'direct' ? fresh.sandbox.url : fresh.proxy.url, fresh.folderId, take);
      const before = { sandbox: fresh.sandbox.rssMb(), proxy: fresh.proxyMemory.rssMb() };
      fresh.sandbox.resetPeak();
      fresh.proxyMemory.resetPeak();
      const started = performance.now();
      await upload(through === 'direct' ? fresh.sandbox.url : fresh.proxy.url, fresh.folderId, big);
      const seconds = (performance.now() - started) / 1000;
      if (through === 'direct') directSeconds = seconds;
      uploadRows.push({
        path: through,
        'time s': seconds.toFixed(2),
        'MB/s': (100 / seconds).toFixed(1),
        'time vs direct': ratio(seconds, directSeconds),
        'sandbox RSS before MB': before.sandbox.toFixed(0),
        'sandbox peak growth MB': (fresh.sandbox.peakRssMb() - before.sandbox).toFixed(1),
        'proxy RSS before MB': through === 'direct' ? '' : before.proxy.toFixed(0),
        'proxy peak growth MB': through === 'direct' ? '' : (fresh.proxyMemory.peakRssMb() - before.proxy).toFixed(1),
      });
    } finally {
      await fresh.stop();
    }
  }
  report.table(
    'Uploading a 100 MB WAV (19 min at 44.1 kHz): stored, decoded and given peaks before the answer',
    uploadRows,
    [
      "Each way starts fresh servers and uploads a 10 s take first (code loaded, pools warm), so the growth is the big upload's own.",
    ],
  );
  report.write();
} finally {
  rmSync(work, { recursive: true, force: true });
}
