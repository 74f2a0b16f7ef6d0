import type { Db } from './database';
import { enqueueJob } from './job-repository';
import { closeOrdersFailed } from './order-repository';
import { conversionsWaitingFor, updateRecording } from './recording-repository';

/**
 * A text-to-speech original's end, with the conversions ordered while it was still processing (the official
 * client orders a fresh original's conversion at once, then polls only the conversion). Those wait `processing`
 * with the stage `waiting_for_original` and no job; the original's end releases or fails them in the same
 * transaction as its own update, across the recordings, jobs and orders tables, so a crash leaves either both
 * or neither (durability across SIGKILL).
 */
export function completeOriginal(db: Db, originalId: string, result: { size: number; duration: number }): void {
  db.transaction(() => {
    updateRecording(db, originalId, {
      state: 'done',
      file_ext: 'wav',
      size: result.size,
      duration: result.duration,
      error: null,
    });
    for (const conversion of conversionsWaitingFor(db, originalId)) {
      updateRecording(db, conversion.id, { process_stage: 'queued' });
      enqueueJob(db, 'conversion', conversion.id);
    }
  })();
}

/** The original ended in error: its waiting conversions and their orders end too, saying why. */
export function failOriginal(db: Db, originalId: string, reason: string): void {
  const error = `The original recording failed: ${reason}`;
  db.transaction(() => {
    updateRecording(db, originalId, { state: 'error', error: reason, process_stage: null });
    for (const conversion of conversionsWaitingFor(db, originalId)) {
      updateRecording(db, conversion.id, { state: 'error', error, process_stage: null });
      closeOrdersFailed(db, conversion.id, error);
    }
  })();
}
