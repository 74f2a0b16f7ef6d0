import os from 'node:os';
import type { AudioResult, AudioTask } from './audio-tasks';
import { AudioWorker } from './audio-worker';

/**
 * Audio worker threads, one per core, for work that can be cut into independent parts: a long `tts/bytes`
 * transcript is spoken part by part on every core at once. Each thread has its own synthesizer, started from the
 * same pristine state for every part, so which thread speaks a part never changes its samples.
 */
export class AudioWorkerPool {
  private readonly workers: AudioWorker[];
  private next = 0;

  constructor(size = Math.max(1, os.availableParallelism())) {
    this.workers = Array.from({ length: size }, () => new AudioWorker());
  }

  /** Runs the task on the next thread in turn. */
  run(task: AudioTask): Promise<AudioResult> {
    const worker = this.workers[this.next]!;
    this.next = (this.next + 1) % this.workers.length;
    return worker.run(task);
  }

  /** Runs the tasks spread over the threads; results in the tasks' order. */
  runAll(tasks: AudioTask[]): Promise<AudioResult[]> {
    return Promise.all(tasks.map((task) => this.run(task)));
  }

  warmUp(): void {
    for (const worker of this.workers) worker.warmUp();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
