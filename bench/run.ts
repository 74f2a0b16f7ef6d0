import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { killMarked, RUN_MARKER } from './support/bench-lifetime';

/**
 * `npm run bench` runs every group (bench/<group>.bench.ts) in its own process, one after another;
 * `npm run bench -- <name> [<name>…]` runs the groups whose name is or starts with one of the names
 * (`gateway` runs every gateway-* group). Each group prints its tables and writes bench/results/<group>.md.
 * Each group ends within its own bound, writing what it measured so far and why it stopped (BenchReport); a
 * group still running after BENCH_TIMEOUT_MINUTES (30) is stopped as a backstop. A signal to this runner, or its
 * death, stops the group the same way, and every process the run started goes with it. Every group writes its results through bench/support/bench-report.ts, so they
 * all read alike.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const groups = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .map((name) => name.slice(0, -'.bench.ts'.length))
  .sort();
const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const chosen =
  asked.length === 0
    ? groups
    : groups.filter((group) => asked.some((name) => group === name || group.startsWith(`${name}-`)));
if (chosen.length === 0) {
  console.error(`No bench group matches ${asked.join(', ')}. Groups: ${groups.join(', ')}`);
  process.exit(2);
}
/** A backstop only: each group stops itself within its own bound (BenchReport) and writes what it has. */
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 30) * 60_000;
const runId = `${process.pid}-${Date.now()}`;
let current: ChildProcess | undefined;

/** Asks the running group to stop (it writes what it measured and why), then ends whatever of the run is left. */
async function stopRun(reason: string): Promise<void> {
  const group = current;
  if (group && group.exitCode === null && group.signalCode === null) {
    console.error(`✗ ${reason}: stopping the group`);
    const ended = new Promise((resolve) => group.once('close', resolve));
    group.kill('SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  killMarked(runId);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void stopRun(`stopped by ${signal}`).then(() => process.exit(130)));
process.once('exit', () => void killMarked(runId));

function runGroup(group: string): Promise<boolean> {
  console.log(`\n▶ ${group}`);
  // Every process of the run carries the marker; the pipe on stdin tells the group when this runner is gone.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, `${group}.bench.ts`)], {
    stdio: ['pipe', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, [RUN_MARKER]: runId, BENCH_RUNNER_PIPE: '1' },
  });
  current = child;
  const timer = setTimeout(() => void stopRun(`${group} still running after ${timeoutMs / 60_000} min`), timeoutMs);
  return new Promise((resolve) =>
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      // A group that ended leaves nothing behind, whatever it forgot to stop.
      const left = killMarked(runId);
      if (left > 0) console.error(`${group} left ${left} process(es) running: ended`);
      if (code !== 0) console.error(`✗ ${group} failed (${signal ?? `exit ${code}`})`);
      resolve(code === 0);
    }),
  );
}

const failed: string[] = [];
for (const group of chosen) if (!(await runGroup(group))) failed.push(group);
console.log(
  `\n${chosen.length - failed.length} of ${chosen.length} bench groups finished${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length > 0 ? 1 : 0);
