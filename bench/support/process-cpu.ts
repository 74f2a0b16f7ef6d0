import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * CPU time so far (ms) of every process descended from `rootPid` whose command line matches `command`: a
 * browser's many processes, or a server the bench started, counted apart on a machine that runs other copies.
 */
export function descendantsCpuMs(rootPid: number, command: RegExp): number {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [
          { pid: Number(name), ppid: Number(stat[1]), cpuMs: (Number(stat[11]) + Number(stat[12])) * 10, cmdline },
        ];
      } catch {
        return []; // ended while being read
      }
    });
  const descendants = new Set([rootPid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const entry of processes) {
      if (!descendants.has(entry.ppid) || descendants.has(entry.pid)) continue;
      descendants.add(entry.pid);
      grown = true;
    }
  }
  return processes
    .filter((entry) => entry.pid !== rootPid && descendants.has(entry.pid) && command.test(entry.cmdline))
    .reduce((sum, entry) => sum + entry.cpuMs, 0);
}
