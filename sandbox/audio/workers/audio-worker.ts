import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { AudioResult, AudioTask } from './audio-tasks';
import { sharedEspeakData } from '../synthesis/espeak-data';

/**
 * The JS heap each audio thread may use. Measured: speech and scans run within 16 MB; a conversion needs 16–24 MB
 * for 10 minutes of 48 kHz audio, growing at most about 1.5 MB a minute (its pitch track and marks), so the longest
 * upload (100 MB of low-rate mp3, some 7 hours) stays under 1 GB, while a runaway task is stopped long before it
 * takes the machine. ArrayBuffers (decoded samples) are not counted by V8's limits: what bounds them is that no
 * decoder sizes a buffer from an unchecked header (wav-header.ts, audio-limits.ts).
 */
export const AUDIO_THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 };

/** A thread that died under a task (out of memory, or crashed): the task fails with this, the next starts a new thread. */
export class AudioWorkerCrash extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioWorkerCrash';
  }
}

export type AudioWorkerOptions = { idleStopMs?: number; resourceLimits?: ResourceLimits };

/** Whatever runs audio tasks: one worker thread, or a pool of them that takes turns between requests (any object names one). */
export type AudioRunner = { run(task: AudioTask, request?: object): Promise<AudioResult> };

/**
 * One worker thread that runs audio tasks one after another, off the server's event loop. Each consumer that must
 * not wait behind another's work owns one: background jobs (long conversions), real-time TTS and voice agents
 * each have their own, so a conversion never delays a TTS reply. The thread starts on first use and again after
 * a crash (running out of its heap limit included); a crash fails only the tasks it was running, with an
 * AudioWorkerCrash that says so. With `idleStopMs`, a thread left without tasks that long
 * is stopped (a speaking thread holds about 100 MB) and starts again on the next task.
 */
export class AudioWorker {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Once closed it stays closed: a task that arrives late (an agent still speaking at shutdown) must not start a new thread, which would keep the process alive. */
  private closed = false;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (result: AudioResult) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly options: AudioWorkerOptions = {}) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const resourceLimits = this.options.resourceLimits ?? AUDIO_THREAD_LIMITS;
    const worker = new Worker(new URL('./audio-worker-entry.mjs', import.meta.url), {
      workerData: { espeakData: sharedEspeakData() },
      resourceLimits,
    });
    worker.on('message', (message: { id: number; result?: AudioResult; error?: string }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else if (message.result) waiting?.resolve(message.result);
      if (this.pending.size === 0) this.stopWhenIdle();
    });
    const failAll = (error: AudioWorkerCrash) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.worker = null;
    };
    worker.on('error', (error: Error & { code?: string }) =>
      failAll(
        new AudioWorkerCrash(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `The audio engine ran out of memory on this task (its limit is ${resourceLimits.maxOldGenerationSizeMb} MB)`
            : `The audio engine failed on this task (${error.message})`,
        ),
      ),
    );
    worker.on('exit', (code) =>
      failAll(new AudioWorkerCrash(`The audio engine stopped on this task (exit code ${code})`)),
    );
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
