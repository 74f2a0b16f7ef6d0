import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processCpuMs } from './process-cpu';

export type LoopDelay = { p50: number; p99: number; max: number };

/** What a window of load cost one server process: its CPU time and its event-loop delay over the window. */
export type GaugeReading = { cpuMs: number; loopDelay: LoopDelay | undefined };

/**
 * CPU time (utime + stime from /proc, whole process: every thread and the kernel work of its sockets) and,
 * when the process was started with loop-delay-probe.ts preloaded, its event-loop delay, between start() and
 * stop(). Readings from outside the process, so the server is measured as it runs in production.
 */
export class ProcessGauge {
  private cpuAtStart = 0;

  constructor(
    private readonly pid: number,
    private readonly delayDir: string | undefined,
  ) {}

  /** The process's CPU time so far, in ms (clock ticks of 10 ms). */
  cpuMs(): number {
    return processCpuMs(this.pid);
  }

  async start(): Promise<void> {
    await this.loopDelay(); // starts a fresh delay count
    this.cpuAtStart = this.cpuMs();
  }

  async stop(): Promise<GaugeReading> {
    const cpuMs = this.cpuMs() - this.cpuAtStart;
    return { cpuMs, loopDelay: await this.loopDelay() };
  }

  /** Asks the probe for its figures (SIGUSR2) and waits for the file it writes; undefined without a probe. */
  private async loopDelay(): Promise<LoopDelay | undefined> {
    if (!this.delayDir) return undefined;
    const file = path.join(this.delayDir, `${this.pid}.json`);
    const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { sequence: number }).sequence : 0;
    process.kill(this.pid, 'SIGUSR2');
    for (let waited = 0; waited < 5_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!existsSync(file)) continue;
      const figures = JSON.parse(readFileSync(file, 'utf8')) as LoopDelay & { sequence: number };
      if (figures.sequence > before) return { p50: figures.p50, p99: figures.p99, max: figures.max };
    }
    throw new Error(`process ${this.pid} wrote no event-loop delay in 5 s (is loop-delay-probe.ts preloaded?)`);
  }
}

/** A directory for the probes' files and the preload arguments that install a probe in a Node process. */
export function loopDelayProbe(): { dir: string; execArgv: string[]; env: Record<string, string>; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-loop-delay-'));
  return {
    dir,
    execArgv: ['--import', path.join(import.meta.dirname, 'loop-delay-probe.ts')],
    env: { BENCH_LOOP_DELAY_DIR: dir },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
