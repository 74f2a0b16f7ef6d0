import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../store/database';
import { claimJob, finishJob, requeueInterrupted, type JobKind, type JobRow } from '../store/job-repository';

export type JobHandler = (job: JobRow) => Promise<void>;

/**
 * Runs queued jobs one at a time. A handler records its own outcome on the records it serves (done or error
 * with a message); the runner only marks the job. Idle, it looks for work every 200 ms and whenever nudged.
 */
export class JobRunner {
  private running = false;
  private current: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<JobKind, JobHandler>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const resumed = requeueInterrupted(this.db);
    if (resumed > 0) this.log.info({ resumed }, 'resuming jobs interrupted by a restart');
    this.running = true;
    this.nudge();
  }

  nudge(): void {
    if (!this.running || this.current) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const job = claimJob(this.db);
    if (!job) {
      this.timer = setTimeout(() => this.nudge(), 200);
      return;
    }
    this.current = this.handlers[job.kind](job)
      .then(() => finishJob(this.db, job.id))
      .catch((error: unknown) => {
        this.log.error({ err: error, job: job.id }, 'job failed');
        finishJob(this.db, job.id, error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        this.current = null;
        setImmediate(() => this.nudge());
      });
  }

  /** Stops taking work and waits for the job in hand, so a graceful stop never abandons half a job. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }
}
