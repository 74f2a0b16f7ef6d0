import type { FastifyInstance } from 'fastify';
import { AudioWorkers } from './audio/workers/audio-workers';
import { jobHandlers } from './jobs/job-handlers';
import { JobRunner } from './jobs/job-runner';
import { AudioFiles } from './store/audio-files';
import type { Db } from './store/database';
import { StorageHealth } from './store/storage-health';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    files: AudioFiles;
    /** The one registry of audio threads (uploads, jobs, agents, the speech pool). */
    audioWorkers: AudioWorkers;
    /** The background jobs: calibrations, conversions, speech originals. */
    jobs: JobRunner;
    /** Whether DATA_DIR has room: the health route reports it, the error handler records a full disk. */
    storage: StorageHealth;
  }
}

/**
 * The pieces every API plugin shares, decorated once on the root so each plugin reads them from its scope.
 * Fastify runs onClose hooks last-registered first, so they are registered in the order they must close in
 * reverse: the job runner stops (waiting for the job in hand) before the audio threads close, and the database
 * closes last, after every plugin registered later has closed too.
 */
export function registerSharedServices(app: FastifyInstance, db: Db, dataDir: string): void {
  app.decorate('db', db);
  app.decorate('storage', new StorageHealth(dataDir));
  app.addHook('onClose', async () => db.close());
  const files = new AudioFiles(dataDir);
  files.clearTemp();
  app.decorate('files', files);
  const audioWorkers = new AudioWorkers();
  app.decorate('audioWorkers', audioWorkers);
  app.addHook('onClose', () => audioWorkers.close());
  const jobs = new JobRunner(db, jobHandlers(db, files, audioWorkers.thread('jobs')), app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
}
