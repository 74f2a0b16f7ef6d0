import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { CalibrationCreateFields, CalibrationIdParams, CalibrationListQuery, CalibrationRename } from '../../contract/gateway/calibrations';
import { parseOrThrow } from '../../contract/validation';
import { enqueueJob } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import type { Db } from '../store/database';
import { receiveAudioUpload, type AudioUploads } from './audio-upload';
import { callerOf } from './auth-hook';
import { forbidden, HttpError, notFound } from '../../contract/http-error';

type CalibrationRow = {
  id: string; user_id: string; name: string; f0: number | null; algorithm: string | null; file_ext: string; state: string;
  error: string | null; enabled: number; created_at: string; calibrated_at: string | null;
};

const toCalibration = (row: CalibrationRow) => ({
  id: row.id,
  name: row.name,
  user_id: row.user_id,
  f0: row.f0,
  algorithm: row.algorithm,
  bucket: 'sandbox',
  key: `calibrations/${row.id}.${row.file_ext}`,
  state: row.state,
  error: row.error,
  created_at: row.created_at,
  calibrated_at: row.calibrated_at,
  enabled: row.enabled === 1,
});

/**
 * Calibrations: a sample goes `processing` → `calibrated` with its mean voiced f0 (a background job), or `error`
 * when it holds no voiced speech. At most one is enabled; POST /auto disables them all (automatic calibration).
 */
export function calibrationRoutes(app: FastifyInstance, db: Db, runner: JobRunner, uploads: AudioUploads): void {
  const { files } = uploads;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owned = (userId: string, id: string) => {
    const row = db.prepare('SELECT * FROM calibrations WHERE id = ?').get(id) as CalibrationRow | undefined;
    if (!row) throw notFound('Calibration');
    if (row.user_id !== userId) throw forbidden('calibration');
    return row;
  };
  const nameTaken = (userId: string, name: string, except?: string) =>
    Boolean(db.prepare('SELECT 1 FROM calibrations WHERE user_id = ? AND name = ? AND id != ?').get(userId, name, except ?? ''));

  api.get('/api/calibration', { schema: { querystring: CalibrationListQuery } }, async (request) => {
    const { userId } = callerOf(request);
    const { limit, offset, search } = request.query;
    const where = search ? 'user_id = ? AND name LIKE ?' : 'user_id = ?';
    const args = search ? [userId, `%${search}%`] : [userId];
    const count = (db.prepare(`SELECT COUNT(*) AS n FROM calibrations WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM calibrations WHERE ${where} ORDER BY created_at DESC LIMIT ? OFFSET ?`).all(...args, limit, offset) as CalibrationRow[];
    return { list: rows.map(toCalibration), pagination: { count, limit, offset } };
  });

  app.post('/api/calibration', async (request) => {
    const { userId } = callerOf(request);
    const checkFields = (raw: Record<string, string>) => {
      const { name } = parseOrThrow(CalibrationCreateFields, 'body', raw);
      if (nameTaken(userId, name)) throw new HttpError(400, `A calibration named "${name}" already exists`);
      return name;
    };
    return receiveAudioUpload(request, uploads, { maxFields: 5, what: 'sample', fields: checkFields }, ({ fields: name, file, scan }) => {
      const id = randomUUID();
      files.commit(file.temp, files.calibrationPath(id, scan.container));
      db.transaction(() => {
        db.prepare("INSERT INTO calibrations (id, user_id, name, file_ext, state, enabled, created_at) VALUES (?, ?, ?, ?, 'processing', 0, ?)").run(
          id, userId, name, scan.container, new Date().toISOString(),
        );
        enqueueJob(db, 'calibration', id);
      })();
      runner.nudge();
      return toCalibration(db.prepare('SELECT * FROM calibrations WHERE id = ?').get(id) as CalibrationRow);
    });
  });

  api.get('/api/calibration/:calibration_id', { schema: { params: CalibrationIdParams } }, async (request) =>
    toCalibration(owned(callerOf(request).userId, request.params.calibration_id)),
  );

  api.patch('/api/calibration/:calibration_id', { schema: { params: CalibrationIdParams, body: CalibrationRename } }, async (request) => {
    const { userId } = callerOf(request);
    owned(userId, request.params.calibration_id);
    if (nameTaken(userId, request.body.name, request.params.calibration_id)) throw new HttpError(400, `A calibration named "${request.body.name}" already exists`);
    db.prepare('UPDATE calibrations SET name = ? WHERE id = ?').run(request.body.name, request.params.calibration_id);
    return toCalibration(owned(userId, request.params.calibration_id));
  });

  api.delete('/api/calibration/:calibration_id', { schema: { params: CalibrationIdParams } }, async (request) => {
    const row = owned(callerOf(request).userId, request.params.calibration_id);
    db.prepare('DELETE FROM calibrations WHERE id = ?').run(row.id);
    await rm(files.calibrationPath(row.id, row.file_ext), { force: true });
    return toCalibration(row);
  });

  api.put('/api/calibration/:calibration_id/enable', { schema: { params: CalibrationIdParams } }, async (request) => {
    const { userId } = callerOf(request);
    const row = owned(userId, request.params.calibration_id);
    if (row.state !== 'calibrated') throw new HttpError(400, `Only a calibrated calibration can be enabled (this one is ${row.state})`);
    db.transaction(() => {
      db.prepare('UPDATE calibrations SET enabled = 0 WHERE user_id = ?').run(userId);
      db.prepare('UPDATE calibrations SET enabled = 1 WHERE id = ?').run(row.id);
    })();
    return toCalibration(owned(userId, row.id));
  });

  app.post('/api/calibration/auto', async (request) => {
    db.prepare('UPDATE calibrations SET enabled = 0 WHERE user_id = ?').run(callerOf(request).userId);
    return { detail: 'OK', calibration: 'auto' };
  });
}
