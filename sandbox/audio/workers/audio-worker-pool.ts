import os from 'node:os';
import type { AudioResult, AudioTask } from './audio-tasks';
import { AudioWorker, type AudioWorkerOptions } from './audio-worker';
import { FairQueue } from './fair-queue';

/** Most threads a pool grows to: each speaking thread holds about 100 MB (eSpeak's data, heap and its photograph). */
const MAX_THREADS = 4;

/** How long a thread beyond the first may stay idle before it is stopped, giving its memory back. */
export const SPARE_THREAD_IDLE_MS = 60_000;

type Queued = { task: AudioTask; resolve: (result: AudioResult) => void; reject: (error: Error) => void };

/**
 * Audio worker threads for work that can be cut into independent parts: a long `tts/bytes` transcript is spoken
 * part by part on several cores at once. The pool starts with no thread (one after warmUp) and grows, up to one
 * per core (at most MAX_THREADS), only while tasks are waiting, and threads beyond the first stop after a minute
 * idle: a sandbox at rest holds one synthesizer, not one per core. A new thread warms up before it takes a task, so a waiting task never meets a cold thread; idle
 * threads pull the next waiting task, taking turns between the requests that wait (see fair-queue.ts), so a short
 * request never waits behind every part of another's long text. Each thread's synthesizer starts every part from the same pristine
 * state, so which thread speaks a part never changes its samples.
 */
export class AudioWorkerPool {
  private readonly threads: AudioWorker[] = [];
  private readonly idle: AudioWorker[] = [];
  private readonly waiting = new FairQueue<Queued>();
  /** Threads still warming up: each will take a waiting task soon, so they count against growing further. */
  private starting = 0;
  private closed = false;

  private readonly idleTimers = new Map<AudioWorker, NodeJS.Timeout>();

  constructor(
    private readonly size = Math.min(MAX_THREADS, Math.max(1, os.availableParallelism())),
    private readonly spareIdleMs = SPARE_THREAD_IDLE_MS,
    private readonly threadOptions: Pick<AudioWorkerOptions, 'resourceLimits'> = {},
  ) {}

  /** Threads started so far. */
  get threadCount(): number {
    return this.threads.length;
  }

  /** Runs the task on the first thread free, in turn with other requests (`request`: any object naming it). */
  run(task: AudioTask, request?: object): Promise<AudioResult> {
    if (this.closed) return Promise.reject(new Error('The audio worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ task, resolve, reject }, request);
      this.dispatch();
    });
  }

  /** Runs one request's tasks spread over the threads, taking turns with other requests; results in order. */
  runAll(tasks: AudioTask[]): Promise<AudioResult[]> {
    const request = {};
    return Promise.all(tasks.map((task) => this.run(task, request)));
  }

  /** Starts and warms the first thread, so the first request finds a ready synthesizer. */
  warmUp(): void {
    if (this.threads.length === 0) this.grow();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    for (const queued of this.waiting.drain()) queued.reject(new Error('The audio worker pool is closed'));
    await Promise.all(this.threads.map((thread) => thread.close()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0 && this.idle.length > 0) {
      // The first thread first, so the spare ones go idle and can be stopped.
      const first = this.idle.indexOf(this.threads[0]!);
      const thread = this.idle.splice(first >= 0 ? first : this.idle.length - 1, 1)[0]!;
      clearTimeout(this.idleTimers.get(thread));
      this.idleTimers.delete(thread);
      const queued = this.waiting.shift()!;
      // A thread that dies under its task fails only that task; the AudioWorker starts a new one for the next.
      thread
        .run(queued.task)
        .then(queued.resolve, queued.reject)
        .finally(() => this.release(thread));
    }
    if (this.waiting.length > this.starting && this.threads.length < this.size) this.grow();
  }

  private grow(): void {
    const thread = new AudioWorker(this.threadOptions);
    this.threads.push(thread);
    this.starting += 1;
    thread
      .run({ kind: 'warm-up' })
      .catch(() => undefined)
      .finally(() => {
        this.starting -= 1;
        this.release(thread);
      });
  }

  private release(thread: AudioWorker): void {
    if (this.closed) return;
    this.idle.push(thread);
    this.dispatch();
    if (this.idle.includes(thread) && thread !== this.threads[0]) this.stopWhenIdle(thread);
  }

  /** A spare thread still idle after spareIdleMs is stopped; the pool grows again when tasks wait. */
  private stopWhenIdle(thread: AudioWorker): void {
    const timer = setTimeout(() => {
      this.idleTimers.delete(thread);
      this.idle.splice(this.idle.indexOf(thread), 1);
      this.threads.splice(this.threads.indexOf(thread), 1);
      void thread.close();
    }, this.spareIdleMs);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }
}
