import { AudioWorker } from './audio-worker';
import { AudioWorkerPool } from './audio-worker-pool';

/**
 * The named single threads: an upload's scan must not wait behind a conversion (see gateway/audio-upload.ts), and
 * an agent's speech must not wait behind either. The jobs' and agents' threads stop after five quiet minutes (a
 * job meets a cold start); the uploads' stays, as a scan answers a waiting request.
 */
const THREADS = {
  uploads: {},
  jobs: { idleStopMs: 5 * 60_000 },
  agents: { idleStopMs: 5 * 60_000 },
} as const;

export type AudioThreadName = keyof typeof THREADS;

/**
 * The sandbox's one registry of audio threads, created once by the server and shared by the plugins: the named
 * single threads, and the speech pool that real-time TTS spreads its sentences over. Each starts on first use;
 * `close` stops them all, and a closed registry refuses new work rather than start a thread after shutdown.
 */
export class AudioWorkers {
  private readonly threads = new Map<AudioThreadName, AudioWorker>();
  private pool: AudioWorkerPool | null = null;
  private closed = false;

  thread(name: AudioThreadName): AudioWorker {
    let worker = this.threads.get(name);
    if (!worker) {
      worker = new AudioWorker(THREADS[name]);
      if (this.closed) void worker.close();
      this.threads.set(name, worker);
    }
    return worker;
  }

  /** Real-time speech: one warm thread at rest, more while requests wait (see audio-worker-pool.ts). */
  get speech(): AudioWorkerPool {
    if (!this.pool) {
      this.pool = new AudioWorkerPool();
      if (this.closed) void this.pool.close();
    }
    return this.pool;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...[...this.threads.values()].map((worker) => worker.close()), this.pool?.close()]);
  }
}
