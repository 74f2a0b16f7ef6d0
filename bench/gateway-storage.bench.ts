import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openAsBlob, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wavHeader } from '../sandbox/audio/wav';

/**
 * Gateway storage figures with the sandbox in its own process (so its memory is measured alone): upload time and
 * the server's peak RSS above its idle level while a WAV of 1, 5 and 15 minutes is streamed in, decoded and
 * given peaks; a Range read from the middle of the largest file; a streamed zip export of the project; and an
 * oversize upload refused with 413. Peak RSS is Linux's VmHWM, reset before each step through clear_refs.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'gateway-bench-'));
const dataDir = path.join(work, 'data');
const RATE = 44100;
const KEY = { 'api-key': 'sandbox-demo-key' };

/** A mono 16-bit WAV of a gliding tone with noise, written in one-second blocks so the bench itself stays small. */
function writeWav(file: string, seconds: number): number {
  const fd = openSync(file, 'w');
  const total = seconds * RATE;
  writeSync(fd, wavHeader(total * 2, RATE));
  const block = Buffer.alloc(RATE * 2);
  for (let s = 0; s < seconds; s++) {
    for (let i = 0; i < RATE; i++) {
      const t = s + i / RATE;
      const value = 0.4 * Math.sin(2 * Math.PI * (150 + 20 * Math.sin(t)) * t) + 0.05 * (Math.random() - 0.5);
      block.writeInt16LE(Math.round(value * 32767), i * 2);
    }
    writeSync(fd, block);
  }
  closeSync(fd);
  return statSync(file).size;
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'sandbox/main.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, SANDBOX_PORT: '0', SANDBOX_RATE_LIMITS: 'fast=100000/300,slow=100000/300' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let seen = '';
  child.stdout.on('data', (chunk: Buffer) => {
    seen += chunk.toString();
    const match = /Sandbox listening at (\S+)/.exec(seen);
    if (match) resolve(match[1]!);
  });
  child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
});
child.stdout.resume();

const status = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
const resetPeak = () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5');

async function api<T>(method: string, route: string, body?: unknown): Promise<T> {
  const init = body === undefined ? { method, headers: KEY } : { method, headers: { ...KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${url}${route}`, init);
  if (response.status !== 200) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function upload(folderId: string, file: string) {
  const form = new FormData();
  form.set('parent_folder_id', folderId);
  form.set('microphone', 'file');
  form.set('data', await openAsBlob(file), path.basename(file));
  return fetch(`${url}/api/recordings`, { method: 'POST', body: form, headers: KEY });
}

/** Runs one step with the server's peak RSS reset first; returns its result, elapsed ms and peak MB above idle. */
async function measure<T>(run: () => Promise<T>): Promise<[T, number, number]> {
  resetPeak();
  const idle = status('VmHWM');
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start, Math.max(0, status('VmHWM') - idle)];
}

try {
  const owner = (await api<{ id: string }>('POST', '/api/auth')).id;
  const project = await api<{ id: string }>('POST', '/api/projects', { name: 'Bench', owner, models: {} });
  const folder = await api<{ id: string }>('POST', '/api/folders', { name: 'Takes', project_id: project.id });
  const warm = path.join(work, 'warm.wav');
  writeWav(warm, 2);
  await (await upload(folder.id, warm)).json();

  const rows: Array<Record<string, string>> = [];
  let largest: { url: string; size: number } | undefined;
  for (const minutes of [1, 5, 15]) {
    const file = path.join(work, `take-${minutes}.wav`);
    const bytes = writeWav(file, minutes * 60);
    const [recording, ms, peak] = await measure(async () => {
      const response = await upload(folder.id, file);
      if (response.status !== 200) throw new Error(`upload of ${minutes} min answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { url: string; size: number; duration: number };
    });
    largest = recording;
    rows.push({
      step: `upload ${minutes} min WAV`,
      'file MB': (bytes / 1e6).toFixed(1),
      'time ms': ms.toFixed(0),
      'MB/s': (bytes / 1e6 / (ms / 1000)).toFixed(1),
      'server peak RSS above idle MB': peak.toFixed(1),
      note: `duration ${recording.duration.toFixed(2)} s`,
    });
    rmSync(file);
  }

  const middle = Math.floor(largest!.size / 2);
  const [, rangeMs] = await measure(async () => {
    const part = await fetch(`${url}${largest!.url}`, { headers: { ...KEY, range: `bytes=${middle}-${middle + 65535}` } });
    if (part.status !== 206) throw new Error(`range answered ${part.status}`);
    return part.arrayBuffer();
  });
  rows.push({ step: 'Range read 64 KiB mid-file', 'file MB': (largest!.size / 1e6).toFixed(1), 'time ms': rangeMs.toFixed(1), 'MB/s': '', 'server peak RSS above idle MB': '', note: '206' });

  const [zipBytes, zipMs, zipPeak] = await measure(async () => {
    const response = await fetch(`${url}/api/projects/${project.id}/export`, { headers: KEY });
    const reader = response.body!.getReader();
    let total = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) total += read.value.byteLength;
    return total;
  });
  rows.push({
    step: 'export project zip (4 files)',
    'file MB': (zipBytes / 1e6).toFixed(1),
    'time ms': zipMs.toFixed(0),
    'MB/s': (zipBytes / 1e6 / (zipMs / 1000)).toFixed(1),
    'server peak RSS above idle MB': zipPeak.toFixed(1),
    note: 'streamed, stored entries',
  });

  const huge = path.join(work, 'huge.wav');
  const hugeBytes = writeWav(huge, 20 * 60);
  const [refused, refusedMs, refusedPeak] = await measure(async () => (await upload(folder.id, huge)).status);
  rows.push({
    step: 'oversize upload (limit 100 MiB)',
    'file MB': (hugeBytes / 1e6).toFixed(1),
    'time ms': refusedMs.toFixed(0),
    'MB/s': '',
    'server peak RSS above idle MB': refusedPeak.toFixed(1),
    note: `status ${refused}, tmp files left: ${readdirSync(path.join(dataDir, 'tmp')).length}`,
  });
  console.table(rows);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}
