import { Worker } from 'node:worker_threads';
import type { AudioResult, AudioTask } from './audio-tasks';
import { sharedEspeakData } from './espeak-data';

/** Whatever runs audio tasks: one worker thread, or a pool of them. */
export type AudioRunner = { run(task: AudioTask): Promise<AudioResult> };

/**
 * One worker thread that runs audio tasks one after another, off the server's event loop. Each consumer that must
 * not wait behind another's work owns one: background jobs (long conversions), real-time TTS and voice agents
 * each have their own, so a conversion never delays a TTS reply. The thread starts on first use and again after
 * a crash; a crash fails only the tasks it was running. With `idleStopMs`, a thread left without tasks that long
 * is stopped (a speaking thread holds about 100 MB) and starts again on the next task.
 */
export class AudioWorker {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Once closed it stays closed: a task that arrives late (an agent still speaking at shutdown) must not start a new thread, which would keep the process alive. */
  private closed = false;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (result: AudioResult) => void; reject: (error: Error) => void }>();

  constructor(private readonly options: { idleStopMs?: number } = {}) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./audio-worker-entry.mjs', import.meta.url), { workerData: { espeakData: sharedEspeakData() } });
    worker.on('message', (message: { id: number; result?: AudioResult; error?: string }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else if (message.result) waiting?.resolve(message.result);
      if (this.pending.size === 0) this.stopWhenIdle();
    });
    const failAll = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.worker = null;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`audio worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  run(task: AudioTask): Promise<AudioResult> {
    if (this.closed) return Promise.reject(new Error('The audio worker is closed'));
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ensure().postMessage({ id, task });
    });
  }

  /**
   * Starts the thread and runs the synthesizer once in the background, so the first request finds the wasm
   * module instantiated and its code compiled (a cold start costs the first reply several hundred ms). Nothing to
   * do when the thread is already running.
   */
  warmUp(): void {
    if (this.worker || this.closed) return;
    this.run({ kind: 'warm-up' }).catch(() => undefined);
  }

  private stopWhenIdle(): void {
    if (this.options.idleStopMs === undefined) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const worker = this.worker;
      if (!worker || this.pending.size > 0) return;
      this.worker = null;
      // Its exit is expected: the next task starts a new thread, which this one's 'exit' must not disturb.
      worker.removeAllListeners();
      void worker.terminate();
    }, this.options.idleStopMs);
    this.idleTimer.unref();
  }

  /** Whether a thread is running now. */
  get running(): boolean {
    return this.worker !== null;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
