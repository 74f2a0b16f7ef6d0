import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openAsBlob,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { floatToS16le } from '../audio-formats/pcm-encodings';
import { wavHeader } from '../audio-formats/wav-file';
import { BenchReport, type Row } from './support/bench-report';
import { waitUntilIdle } from './support/process-cpu';
import { median, quantile, ratio } from './support/stats';
import { baselineCheckout, shortRevision, treeLabel } from './support/baseline-checkout';

/**
 * Gateway storage figures with the sandbox in its own process (so its memory is measured alone, worker threads
 * included): for WAVs of 1, 5 and 15 minutes, the upload time and the server's peak RSS above its idle level
 * while the file is streamed in, decoded and given peaks; the latency of a small request (GET /api/projects,
 * sent one after another) while a 15-minute upload is received and decoded, against the same request at idle;
 * then a Range read from the middle of the largest file, a streamed zip export and an oversize upload refused
 * with 413. Peak RSS is Linux's VmHWM, reset before each step through clear_refs.
 *
 * `BASELINE=<git revision>` also measures that revision (extracted with git archive into a temporary folder that
 * shares this checkout's node_modules) with the same files, so a change's effect shows side by side.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'gateway-bench-'));
const RATE = 44100;
const KEY = { 'api-key': 'sandbox-demo-key' };
const MINUTES = [1, 5, 15];
const baseline = process.env.BASELINE;
const report = new BenchReport(
  'gateway-storage',
  'Gateway storage: uploads, memory and latency under a large upload',
  'The sandbox in its own process (`sandbox/main.ts`, so its memory is measured alone, worker threads included); WAVs of ' +
    `${MINUTES.join(', ')} minutes uploaded one at a time, peak RSS being its VmHWM reset before each step; GET /api/projects sent one after another at idle (200 requests) ` +
    'and while a 15-minute WAV is uploaded and decoded, median and p99, the idle figures being the reference. ' +
    (baseline
      ? `\`BASELINE=${baseline}\` also measured that revision with the same files, for the before rows.`
      : "Set `BASELINE=<git revision>` to add that revision's rows."),
);

/** A mono 16-bit WAV of a gliding tone with noise, written in one-second blocks so the bench itself stays small. */
function writeWav(file: string, seconds: number): number {
  const fd = openSync(file, 'w');
  const total = seconds * RATE;
  writeSync(fd, wavHeader(total * 2, RATE));
  const block = new Float32Array(RATE);
  for (let s = 0; s < seconds; s++) {
    for (let i = 0; i < RATE; i++) {
      const t = s + i / RATE;
      block[i] = 0.4 * Math.sin(2 * Math.PI * (150 + 20 * Math.sin(t)) * t) + 0.05 * (Math.random() - 0.5);
    }
    writeSync(fd, floatToS16le(block));
  }
  closeSync(fd);
  return statSync(file).size;
}

/** A running sandbox of one checkout, with its own data folder. */
class SandboxProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly dataDir: string,
  ) {}

  static async start(checkout: string, dataDir: string): Promise<SandboxProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(checkout, 'sandbox/main.ts')], {
      cwd: checkout,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        SANDBOX_PORT: '0',
        SANDBOX_RATE_LIMITS: 'fast=100000/300,slow=100000/300',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /Sandbox listening at (\S+)/.exec(seen);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    });
    child.stdout!.resume();
    await waitUntilIdle(child.pid!);
    return new SandboxProcess(child, url, dataDir);
  }

  /** Resident memory in MB: now (VmRSS) or the peak since the last reset (VmHWM). */
  memory(field: 'VmRSS' | 'VmHWM'): number {
    return (
      Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${this.child.pid}/status`, 'utf8'))![1]) /
      1024
    );
  }

  /** Runs one step with the peak RSS reset first; returns its result, elapsed ms and peak MB above the level before. */
  async measure<T>(run: () => Promise<T>): Promise<[T, number, number]> {
    writeFileSync(`/proc/${this.child.pid}/clear_refs`, '5');
    const idle = this.memory('VmHWM');
    const start = performance.now();
    const result = await run();
    return [result, performance.now() - start, Math.max(0, this.memory('VmHWM') - idle)];
  }

  async api<T>(method: string, route: string, body?: unknown): Promise<T> {
    const init =
      body === undefined
        ? { method, headers: KEY }
        : { method, headers: { ...KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await fetch(`${this.url}${route}`, init);
    if (response.status !== 200)
      throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async upload(folderId: string, file: string): Promise<Response> {
    const form = new FormData();
    form.set('parent_folder_id', folderId);
    form.set('microphone', 'file');
    form.set('data', await openAsBlob(file), path.basename(file));
    return fetch(`${this.url}/api/recordings`, { method: 'POST', body: form, headers: KEY });
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** Times GET /api/projects, one request after another, until `until` settles; returns the latencies in ms. */
async function probeLatency(sandbox: SandboxProcess, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) latencies.push(await timeOne(sandbox));
  return latencies;
}

async function timeOne(sandbox: SandboxProcess): Promise<number> {
  const start = performance.now();
  await sandbox.api('GET', '/api/projects');
  return performance.now() - start;
}

function latencyRow(label: string, when: string, latencies: number[], idle: number[]): Row {
  return {
    sandbox: label,
    'GET /api/projects': when,
    requests: latencies.length,
    'median ms': median(latencies).toFixed(1),
    'p99 ms': quantile(latencies, 0.99).toFixed(1),
    'max ms': Math.max(...latencies).toFixed(1),
    'p99 vs idle': ratio(quantile(latencies, 0.99), quantile(idle, 0.99)),
  };
}

type Figures = { idle: Row; uploads: Row[]; latency: Row[]; storage: Row[] };

/** Every figure of one checkout; the Range, export and 413 steps only for the tree under test. */
async function measureCheckout(
  label: string,
  checkout: string,
  wavs: Map<number, { file: string; bytes: number }>,
  storageSteps: boolean,
): Promise<Figures> {
  const dataDir = path.join(work, `data-${label.replace(/\W/g, '_')}`);
  const sandbox = await SandboxProcess.start(checkout, dataDir);
  try {
    const started = sandbox.memory('VmRSS');
    const owner = (await sandbox.api<{ id: string }>('POST', '/api/auth')).id;
    const project = await sandbox.api<{ id: string }>('POST', '/api/projects', { name: 'Bench', owner, models: {} });
    const folder = await sandbox.api<{ id: string }>('POST', '/api/folders', { name: 'Takes', project_id: project.id });
    const warm = path.join(work, 'warm.wav');
    writeWav(warm, 2);
    await (await sandbox.upload(folder.id, warm)).json();
    const idle: Row = {
      sandbox: label,
      'RSS once its speech workers are warm MB': started.toFixed(1),
      'RSS after a first 2 s upload MB': sandbox.memory('VmRSS').toFixed(1),
    };

    const uploads: Row[] = [];
    let largest: { url: string; size: number } | undefined;
    for (const minutes of MINUTES) {
      const { file, bytes } = wavs.get(minutes)!;
      const [recording, ms, peak] = await sandbox.measure(async () => {
        const response = await sandbox.upload(folder.id, file);
        if (response.status !== 200)
          throw new Error(`upload of ${minutes} min answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as { url: string; size: number; duration: number };
      });
      largest = recording;
      uploads.push({
        sandbox: label,
        upload: `${minutes} min WAV`,
        'file MB': (bytes / 1e6).toFixed(1),
        'time ms': ms.toFixed(0),
        'MB/s': (bytes / 1e6 / (ms / 1000)).toFixed(1),
        'peak RSS above idle MB': peak.toFixed(1),
        duration: `${recording.duration.toFixed(2)} s`,
      });
    }

    const atIdle: number[] = [];
    for (let i = 0; i < 200; i++) atIdle.push(await timeOne(sandbox));
    const big = sandbox.upload(folder.id, wavs.get(15)!.file).then(async (response) => {
      if (response.status !== 200) throw new Error(`probed upload answered ${response.status}`);
      return response.json();
    });
    const during = await probeLatency(sandbox, big);
    await big;
    const latency = [
      latencyRow(label, 'at idle', atIdle, atIdle),
      latencyRow(label, 'during a 15 min WAV upload', during, atIdle),
    ];

    const storage: Row[] = [];
    if (storageSteps) {
      const middle = Math.floor(largest!.size / 2);
      const [, rangeMs] = await sandbox.measure(async () => {
        const part = await fetch(`${sandbox.url}${largest!.url}`, {
          headers: { ...KEY, range: `bytes=${middle}-${middle + 65535}` },
        });
        if (part.status !== 206) throw new Error(`range answered ${part.status}`);
        return part.arrayBuffer();
      });
      storage.push({
        step: 'Range read 64 KiB mid-file',
        'file MB': (largest!.size / 1e6).toFixed(1),
        'time ms': rangeMs.toFixed(1),
        'MB/s': '',
        'peak RSS above idle MB': '',
        note: '206',
      });

      const [zipBytes, zipMs, zipPeak] = await sandbox.measure(async () => {
        const response = await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: KEY });
        const reader = response.body!.getReader();
        let total = 0;
        for (let read = await reader.read(); !read.done; read = await reader.read()) total += read.value.byteLength;
        return total;
      });
      storage.push({
        step: `export project zip (${MINUTES.length + 2} files)`,
        'file MB': (zipBytes / 1e6).toFixed(1),
        'time ms': zipMs.toFixed(0),
        'MB/s': (zipBytes / 1e6 / (zipMs / 1000)).toFixed(1),
        'peak RSS above idle MB': zipPeak.toFixed(1),
        note: 'streamed, stored entries',
      });

      const huge = path.join(work, 'huge.wav');
      const hugeBytes = writeWav(huge, 20 * 60);
      const [refused, refusedMs, refusedPeak] = await sandbox.measure(
        async () => (await sandbox.upload(folder.id, huge)).status,
      );
      rmSync(huge);
      storage.push({
        step: 'oversize upload (limit 100 MiB)',
        'file MB': (hugeBytes / 1e6).toFixed(1),
        'time ms': refusedMs.toFixed(0),
        'MB/s': '',
        'peak RSS above idle MB': refusedPeak.toFixed(1),
        note: `status ${refused}, tmp files left: ${readdirSync(path.join(dataDir, 'tmp')).length}`,
      });
    }
    return { idle, uploads, latency, storage };
  } finally {
    await sandbox.stop();
  }
}

try {
  const wavs = new Map(
    MINUTES.map((minutes) => {
      const file = path.join(work, `take-${minutes}.wav`);
      return [minutes, { file, bytes: writeWav(file, minutes * 60) }];
    }),
  );
  const targets = [
    ...(baseline
      ? [
          {
            label: `before (${shortRevision(baseline)})`,
            checkout: baselineCheckout(work, baseline),
            storageSteps: false,
          },
        ]
      : []),
    { label: `${baseline ? 'after' : 'this tree'} (${treeLabel()})`, checkout: root, storageSteps: true },
  ];
  const figures: Figures[] = [];
  for (const target of targets)
    figures.push(await measureCheckout(target.label, target.checkout, wavs, target.storageSteps));

  const sections: Array<[string, Row[]]> = [
    ['Server memory at idle', figures.map((figure) => figure.idle)],
    ['Uploads: time and server peak RSS above idle', figures.flatMap((figure) => figure.uploads)],
    ['A small request while a 15-minute WAV is uploaded and decoded', figures.flatMap((figure) => figure.latency)],
    ['Other storage steps', figures.flatMap((figure) => figure.storage)],
  ];
  for (const [heading, rows] of sections) if (rows.length > 0) report.table(heading, rows);
  report.write();
} finally {
  rmSync(work, { recursive: true, force: true });
}
