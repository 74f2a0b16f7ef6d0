import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-lifetime-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A group that measures one table, starts a long-lived child (as groups start servers and Chromium) and then
 * never ends by itself; it prints the child's pid so the test can check it is gone afterwards.
 */
const GROUP = `
import { spawn } from 'node:child_process';
import { BenchReport } from ${JSON.stringify(path.join(here, 'bench-report.ts'))};
const report = new BenchReport('lifetime', 'Lifetime', 'A group that hangs.', Number(process.env.BOUND_MINUTES));
report.table('Measured before the hang', [{ step: 'first', ms: 12 }]);
const child = spawn('sleep', ['600'], { stdio: 'ignore', detached: true });
console.log('child ' + child.pid);
await new Promise(() => setInterval(() => undefined, 1000));
`;
const groupFile = path.join(work, 'hanging.bench.mts');
writeFileSync(groupFile, GROUP);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function runHangingGroup(
  boundMinutes: number,
  stopIt: (child: ReturnType<typeof spawn>) => void = () => undefined,
) {
  const resultsDir = mkdtempSync(path.join(work, 'results-'));
  const child = spawn(process.execPath, ['--import', 'tsx', groupFile], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_RESULTS_DIR: resultsDir, BOUND_MINUTES: String(boundMinutes), BENCH_RUNNER_PIPE: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const grandchild = await new Promise<number>((resolve) => {
    const timer = setInterval(() => {
      const match = /child (\d+)/.exec(output);
      if (!match) return;
      clearInterval(timer);
      resolve(Number(match[1]));
    }, 20);
  });
  expect(alive(grandchild)).toBe(true);
  stopIt(child);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const file = path.join(resultsDir, 'lifetime.md');
  return { code, grandchild, results: existsSync(file) ? readFileSync(file, 'utf8') : '', output };
}

// Each case starts a group under tsx: on a busy machine that alone can take many seconds.
describe('a bench group', { timeout: 120_000 }, () => {
  it('stops itself at its bound, writes what it measured and why, and ends the processes it started', async () => {
    const run = await runHangingGroup(0.05);
    expect(run.code).toBe(124);
    expect(run.results).toContain('Stopped before the end: still running after its bound of 0.05 min');
    expect(run.results).toContain('| first |');
    expect(alive(run.grandchild)).toBe(false);
  });

  it('does the same on SIGTERM and when its runner is gone', async () => {
    const terminated = await runHangingGroup(10, (child) => child.kill('SIGTERM'));
    expect(terminated.results).toContain('Stopped before the end: stopped by SIGTERM');
    expect(alive(terminated.grandchild)).toBe(false);

    // The runner killed with SIGKILL: all the group sees is its stdin pipe closing.
    const orphaned = await runHangingGroup(10, (child) => child.stdin!.destroy());
    expect(orphaned.code).toBe(129);
    expect(orphaned.results).toContain('Stopped before the end: the bench runner is gone');
    expect(alive(orphaned.grandchild)).toBe(false);
  });
});
