import { insertCalibration } from './calibration-repository';
import type { Db } from './database';
import { enqueueJob } from './job-repository';
import { insertRecording, type NewRecording, type RecordingRow } from './recording-repository';

/**
 * Records answered at once in `processing` and finished by a background job: the row and its queued job are
 * written in one transaction, so a crash never leaves a record that no job will finish.
 */
export function queueCalibration(db: Db, fields: Parameters<typeof insertCalibration>[1]): void {
  db.transaction(() => {
    insertCalibration(db, fields);
    enqueueJob(db, 'calibration', fields.id);
  })();
}

/** A text-to-speech original and the job that synthesizes it. */
export function queueTtsOriginal(db: Db, fields: Omit<NewRecording, 'type' | 'state' | 'tts'>): RecordingRow {
  return db.transaction(() => {
    const row = insertRecording(db, { ...fields, type: 'original', state: 'processing', tts: 1 });
    enqueueJob(db, 'tts-original', row.id);
    return row;
  })();
}
