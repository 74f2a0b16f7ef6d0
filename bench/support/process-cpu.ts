import { readFileSync } from 'node:fs';

/** A process's CPU time so far, in ms (utime + stime from /proc, in clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits (at most `maxSeconds`) until the process spends no more than 30 ms of CPU in a second: a served
 * sandbox warms its speech workers at start, which must not be counted in the first figures measured.
 */
export async function waitUntilIdle(pid: number, maxSeconds = 60): Promise<void> {
  for (let waited = 0; waited < maxSeconds; waited++) {
    const before = processCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (processCpuMs(pid) - before <= 30) return;
  }
}
