import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded (`--import`) into a server a bench measures, so the bench can read that process's event-loop delay
 * from outside without the server's code knowing: on SIGUSR2 it writes the delay since the last signal (p50,
 * p99, max in ms) to `<BENCH_LOOP_DELAY_DIR>/<pid>.json` and starts a new count. A high delay means requests
 * queued behind work on the loop (or behind other processes on a loaded machine), which explains a p99.
 */
const dir = process.env.BENCH_LOOP_DELAY_DIR;
if (dir) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let sequence = 0;
  process.on('SIGUSR2', () => {
    const ms = (nanoseconds: number) => nanoseconds / 1e6;
    const figures = {
      sequence: ++sequence,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    renameSync(`${file}.tmp`, file);
  });
}
