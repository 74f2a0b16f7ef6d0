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

/** One row of the calibrations table (see migrations.ts). */
export type CalibrationRow = CalibrationSummary & {
  algorithm: string | null;
  error: string | null;
  enabled: number;
  created_at: string;
  calibrated_at: string | null;
};

export function findCalibration(db: Db, id: string): CalibrationRow | undefined {
  return db.prepare('SELECT * FROM calibrations WHERE id = ?').get(id) as CalibrationRow | undefined;
}

/** Whether the account already has a calibration of this name (other than `except`, the one being renamed). */
export function calibrationNameTaken(db: Db, userId: string, name: string, except?: string): boolean {
  return Boolean(
    db.prepare('SELECT 1 FROM calibrations WHERE user_id = ? AND name = ? AND id != ?').get(userId, name, except ?? ''),
  );
}

/** The account's calibrations, newest first, optionally those whose name contains `search`. */
export function listCalibrations(
  db: Db,
  userId: string,
  page: { limit: number; offset: number; search?: string | undefined },
) {
  const { limit, offset, search } = page;
  const where = search ? 'user_id = ? AND name LIKE ?' : 'user_id = ?';
  const args = search ? [userId, `%${search}%`] : [userId];
  const count = (db.prepare(`SELECT COUNT(*) AS n FROM calibrations WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM calibrations WHERE ${where} ORDER BY created_at DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as CalibrationRow[];
  return { rows, count };
}

/** A new sample, `processing` and not enabled until its job has measured it. */
export function insertCalibration(db: Db, fields: { id: string; userId: string; name: string; fileExt: string }): void {
  db.prepare(
    "INSERT INTO calibrations (id, user_id, name, file_ext, state, enabled, created_at) VALUES (?, ?, ?, ?, 'processing', 0, ?)",
  ).run(fields.id, fields.userId, fields.name, fields.fileExt, new Date().toISOString());
}

export function renameCalibration(db: Db, id: string, name: string): void {
  db.prepare('UPDATE calibrations SET name = ? WHERE id = ?').run(name, id);
}

export function deleteCalibration(db: Db, id: string): void {
  db.prepare('DELETE FROM calibrations WHERE id = ?').run(id);
}

/** Makes this calibration the account's only enabled one. */
export function enableCalibration(db: Db, userId: string, id: string): void {
  db.transaction(() => {
    disableCalibrations(db, userId);
    db.prepare('UPDATE calibrations SET enabled = 1 WHERE id = ?').run(id);
  })();
}

/** No calibration enabled: the account's conversions calibrate automatically. */
export function disableCalibrations(db: Db, userId: string): void {
  db.prepare('UPDATE calibrations SET enabled = 0 WHERE user_id = ?').run(userId);
}
