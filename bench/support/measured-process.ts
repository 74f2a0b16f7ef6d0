import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ProcessFigures = { wallMs: number; cpuMs: number; peakRssKb: number; stdout: string };

/**
 * Runs a command to its end under GNU time, which reads the child's own peak RSS and CPU time (user + system)
 * from the kernel (getrusage), so our Node engine and a Debian tool are measured the same way. CPU time is what
 * to compare on a busy machine, where wall time also counts the waits for a core. Throws with its stderr when
 * it fails.
 */
export async function measureProcess(command: string, args: string[]): Promise<ProcessFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-time-'));
  const report = path.join(dir, 'time.txt');
  try {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', report, command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const wallMs = performance.now() - started;
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}: ${stderr}`);
    const [user, system, peakRssKb] = readFileSync(report, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    return { wallMs, cpuMs: (user! + system!) * 1000, peakRssKb: peakRssKb!, stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
