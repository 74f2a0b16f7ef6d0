import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ProcessMemory = {
  /** Current and peak RSS of the process in MB, from /proc (Linux). */
  rssMb: () => number;
  peakRssMb: () => number;
  /** Resets the peak (VmHWM) to the current RSS, so the next peakRssMb() covers only what follows. */
  resetPeak: () => void;
};

/** Memory figures of any process by pid (Linux's /proc/<pid>/status and clear_refs). */
export function processMemory(pid: number): ProcessMemory {
  const status = (field: 'VmRSS' | 'VmHWM') =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  return {
    rssMb: () => status('VmRSS'),
    peakRssMb: () => status('VmHWM'),
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
  };
}

export type ChildServer = ProcessMemory & {
  url: string;
  pid: number;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop: () => Promise<void>;
};

type Ready = { printed: RegExp } | { listening: string };

/**
 * A server in a process of its own (the sandbox, a fake upstream, nginx), so the bench's client work neither
 * slows it nor counts in its memory. It is ready when it prints its URL (`printed`, first group = URL) or when
 * its known URL accepts connections (`listening`).
 */
export async function startChildServer(
  command: string,
  args: string[],
  ready: Ready,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`))),
  );
  exited.catch(() => undefined);
  const url = await Promise.race([
    exited,
    'printed' in ready ? printedUrl(() => output, ready.printed) : acceptsConnections(ready.listening),
  ]);
  return {
    url,
    pid: child.pid!,
    ...processMemory(child.pid!),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    },
  };
}

async function printedUrl(output: () => string, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 20) {
    const match = pattern.exec(output());
    if (match) return match[1]!.replace('localhost', '127.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no URL printed in 60 s:\n${output()}`);
}

async function acceptsConnections(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  for (let waited = 0; waited < 30_000; waited += 50) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not accept connections in 30 s`);
}

/** A TypeScript entry point of this repository in its own Node process. */
export const tsxArgs = (entry: string) => ['--import', 'tsx', path.join(ROOT, entry)];
