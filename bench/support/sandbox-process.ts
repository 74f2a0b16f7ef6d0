import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SandboxProcess = {
  url: string;
  pid: number;
  dataDir: string;
  /** Current and peak RSS in MB, from /proc (Linux). */
  rssMb: () => number;
  peakRssMb: () => number;
  /** Resets the peak (VmHWM) to the current RSS, so the next peakRssMb() covers only what follows. */
  resetPeak: () => void;
  stop: () => Promise<void>;
};

/**
 * `npm run sandbox` in a process of its own with a fresh DATA_DIR, as a user runs it: the bench's own client
 * work and timers then neither slow the server nor count in its memory. Generous rate limits by default, since
 * benches send far more than a person.
 */
export async function startSandboxProcess(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'sandbox/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, SANDBOX_PORT: '0', SANDBOX_RATE_LIMITS: 'fast=1000000/300,slow=1000000/300', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Sandbox listening at (\S+)/.exec(seen);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${seen}`)));
  });
  child.stdout.resume();
  const status = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
  return {
    url,
    pid: child.pid!,
    dataDir,
    rssMb: () => status('VmRSS'),
    peakRssMb: () => status('VmHWM'),
    resetPeak: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
