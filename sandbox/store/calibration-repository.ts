import type { Db } from './database';

/** The fields of a calibration that orders and the calibration job read. */
export type CalibrationSummary = {
  id: string;
  name: string;
  f0: number | null;
  state: string;
  user_id: string;
  file_ext: string;
};

const SUMMARY = 'SELECT id, name, f0, state, user_id, file_ext FROM calibrations';

export function findCalibrationSummary(db: Db, id: string): CalibrationSummary | undefined {
  return db.prepare(`${SUMMARY} WHERE id = ?`).get(id) as CalibrationSummary | undefined;
}

/** The account's default calibration, when it has one that is ready. */
export function enabledCalibration(db: Db, userId: string): CalibrationSummary | undefined {
  return db.prepare(`${SUMMARY} WHERE user_id = ? AND enabled = 1 AND state = 'calibrated'`).get(userId) as
    CalibrationSummary | undefined;
}

export function markCalibrated(db: Db, id: string, f0: number, algorithm: string): void {
  db.prepare(
    "UPDATE calibrations SET state = 'calibrated', f0 = ?, algorithm = ?, error = NULL, calibrated_at = ? WHERE id = ?",
  ).run(f0, algorithm, new Date().toISOString(), id);
}

export function markCalibrationFailed(db: Db, id: string, error: string): void {
  db.prepare("UPDATE calibrations SET state = 'error', error = ? WHERE id = ?").run(error, id);
}
