import { randomUUID } from 'node:crypto';
import type { Db } from './database';
import { cachedStatement } from './statement-cache';

export type JobKind = 'conversion' | 'tts-original' | 'calibration';
export type JobRow = { id: string; kind: JobKind; subject_id: string; payload: string; attempts: number };

/**
 * Background work persisted in the jobs table. Enqueue inside the same transaction as the records it will
 * finish, so a crash can never leave a processing recording without a job that completes it.
 */
export function enqueueJob(db: Db, kind: JobKind, subjectId: string, payload: object = {}): void {
  cachedStatement(
    db,
    "INSERT INTO jobs (id, kind, subject_id, payload, state, created_at) VALUES (?, ?, ?, ?, 'queued', ?)",
  ).run(randomUUID(), kind, subjectId, JSON.stringify(payload), new Date().toISOString());
}

/** Claims the oldest queued job (the runner asks every 200 ms while idle, hence the cached statements). */
export function claimJob(db: Db): JobRow | undefined {
  return db.transaction(() => {
    const job = cachedStatement(
      db,
      "SELECT id, kind, subject_id, payload, attempts FROM jobs WHERE state = 'queued' ORDER BY created_at, rowid LIMIT 1",
    ).get() as JobRow | undefined;
    if (job)
      cachedStatement(
        db,
        "UPDATE jobs SET state = 'running', started_at = ?, attempts = attempts + 1 WHERE id = ?",
      ).run(new Date().toISOString(), job.id);
    return job;
  })();
}

export function finishJob(db: Db, id: string, error?: string): void {
  cachedStatement(db, 'UPDATE jobs SET state = ?, error = ?, finished_at = ? WHERE id = ?').run(
    error ? 'error' : 'done',
    error ?? null,
    new Date().toISOString(),
    id,
  );
}

/** At start-up: jobs a killed process was running go back to the queue. */
export function requeueInterrupted(db: Db): number {
  return db.prepare("UPDATE jobs SET state = 'queued', started_at = NULL WHERE state = 'running'").run().changes;
}
