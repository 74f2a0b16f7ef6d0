import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench` runs every group (bench/<group>.bench.ts) in its own process, one after another;
 * `npm run bench -- <name> [<name>…]` runs the groups whose name is or starts with one of the names
 * (`gateway` runs every gateway-* group). Each group prints its tables and writes bench/results/<group>.md.
 * A group that has not finished after BENCH_TIMEOUT_MINUTES (30) is killed and counted as failed, so the
 * run always ends by itself. Every group writes its results through bench/support/bench-report.ts, so they
 * all read alike.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const groups = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .map((name) => name.slice(0, -'.bench.ts'.length))
  .sort();
const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const chosen = asked.length === 0 ? groups : groups.filter((group) => asked.some((name) => group === name || group.startsWith(`${name}-`)));
if (chosen.length === 0) {
  console.error(`No bench group matches ${asked.join(', ')}. Groups: ${groups.join(', ')}`);
  process.exit(2);
}
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 30) * 60_000;

function runGroup(group: string): Promise<boolean> {
  console.log(`\n▶ ${group}`);
  // In a process group of its own, so a timeout or Ctrl-C also ends the servers the group started.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, `${group}.bench.ts`)], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  const onInterrupt = () => {
    killGroup();
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  const timer = setTimeout(() => {
    console.error(`✗ ${group} still running after ${timeoutMs / 60_000} min: stopped`);
    killGroup();
  }, timeoutMs);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', onInterrupt);
      if (code !== 0) console.error(`✗ ${group} failed (exit ${code})`);
      resolve(code === 0);
    }),
  );
}

const failed: string[] = [];
for (const group of chosen) if (!(await runGroup(group))) failed.push(group);
console.log(`\n${chosen.length - failed.length} of ${chosen.length} bench groups finished${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length > 0 ? 1 : 0);
