import { readdirSync, readFileSync } from 'node:fs';

/**
 * Every process a bench run starts carries this variable (children inherit the environment, Chromium included,
 * though Playwright puts it in a session of its own), so the run can find and end all of them however it stops:
 * a signal, a timeout, an exception, or its parent killed with SIGKILL.
 */
export const RUN_MARKER = 'VOICE_STUDIO_BENCH_RUN';

/** Pids of every live process marked with this run's id, except the caller (Linux: /proc/<pid>/environ). */
export function markedProcesses(runId: string): number[] {
  const wanted = `${RUN_MARKER}=${runId}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(wanted)) found.push(pid);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** A process that is gone or only a zombie (dead, waiting for its parent to reap it). */
function ended(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return true;
  }
}

/**
 * SIGKILLs every process of the run but the caller and waits (at most 2 s) until they have died: the signal is
 * delivered when the kernel next schedules each one, which on a loaded machine is after the caller has exited.
 * Synchronous, so it also works in an `exit` handler. Returns how many there were.
 */
export function killMarked(runId: string): number {
  const pids = markedProcesses(runId);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + 2_000; Date.now() < deadline && !pids.every(ended);) Atomics.wait(pause, 0, 0, 10);
  return pids.length;
}

/**
 * Inside a bench group: makes sure the group ends by itself within `boundMinutes`, on a signal, or when the runner
 * that started it is gone (its stdin pipe closes), and that it then writes what it measured so far with the reason
 * (`onStop`) and takes every process it started with it. A group started by hand (no runner) gets its own run id.
 */
export function boundBenchGroup(boundMinutes: number, onStop: (reason: string) => void): void {
  const runId = (process.env[RUN_MARKER] ??= `${process.pid}`);
  let stopping = false;
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    try {
      onStop(reason);
    } finally {
      killMarked(runId);
      process.exit(code);
    }
  };
  const timer = setTimeout(
    () => stop(`still running after its bound of ${boundMinutes} min`, 124),
    boundMinutes * 60_000,
  );
  timer.unref();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => stop(`stopped by ${signal}`, 130));
  process.once('uncaughtException', (error) => {
    console.error(error);
    stop(`failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, 1);
  });
  process.once('unhandledRejection', (error) => {
    console.error(error);
    stop(`failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, 1);
  });
  if (process.env.BENCH_RUNNER_PIPE === '1') {
    process.stdin.on('data', () => undefined);
    process.stdin.once('close', () => stop('the bench runner is gone', 129));
    process.stdin.unref?.();
  }
  // A top-level await that rejects ends the process without an event above: the report is still written. And
  // anything started but never stopped (a server left by an early return) goes with the group.
  process.once('exit', (code) => {
    if (!stopping) onStop(`exited with code ${code} before writing its results`);
    killMarked(runId);
  });
}
