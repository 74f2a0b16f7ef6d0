import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  CalibrationCreateFields,
  CalibrationIdParams,
  CalibrationListQuery,
  CalibrationRename,
} from '../../contract/gateway/calibrations';
import { parseOrThrow } from '../../server-common/validation';
import { queueCalibration } from '../store/queued-work';
import type { JobRunner } from '../jobs/job-runner';
import {
  calibrationNameTaken,
  deleteCalibration,
  disableCalibrations,
  enableCalibration,
  findCalibration,
  listCalibrations,
  renameCalibration,
  type CalibrationRow,
} from '../store/calibration-repository';
import type { Db } from '../store/database';
import { receiveAudioUpload, type AudioUploads } from './audio-upload';
import { callerOf } from './auth-hook';
import { forbidden, HttpError, notFound } from '../../server-common/http-error';

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
 * when it holds too little voiced speech (the reason is its `error`; any length is accepted, as the gateway does).
 * At most one is enabled; POST /auto disables them all (automatic calibration).
 */
export function calibrationRoutes(app: FastifyInstance, db: Db, runner: JobRunner, uploads: AudioUploads): void {
  const { files } = uploads;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owned = (userId: string, id: string) => {
    const row = findCalibration(db, id);
    if (!row) throw notFound('Calibration');
    if (row.user_id !== userId) throw forbidden('calibration');
    return row;
  };

  api.get('/api/calibration', { schema: { querystring: CalibrationListQuery } }, async (request) => {
    const { limit, offset } = request.query;
    const { rows, count } = listCalibrations(db, callerOf(request).userId, request.query);
    return { list: rows.map(toCalibration), pagination: { count, limit, offset } };
  });

  app.post(
    '/api/calibration',
    { config: { uploadFields: CalibrationCreateFields, rateLimit: 'slow' } },
    async (request) => {
      const { userId } = callerOf(request);
      const checkFields = (raw: Record<string, string>) => {
        const { name } = parseOrThrow(CalibrationCreateFields, 'body', raw);
        if (calibrationNameTaken(db, userId, name))
          throw new HttpError(400, `A calibration named "${name}" already exists`);
        return name;
      };
      return receiveAudioUpload(
        request,
        uploads,
        { maxFields: 5, what: 'sample', fields: checkFields },
        ({ fields: name, file, scan }) => {
          const id = randomUUID();
          files.commit(file.temp, files.calibrationPath(id, scan.container));
          queueCalibration(db, { id, userId, name, fileExt: scan.container });
          runner.nudge();
          return toCalibration(findCalibration(db, id)!);
        },
      );
    },
  );

  api.get('/api/calibration/:calibration_id', { schema: { params: CalibrationIdParams } }, async (request) =>
    toCalibration(owned(callerOf(request).userId, request.params.calibration_id)),
  );

  api.patch(
    '/api/calibration/:calibration_id',
    { schema: { params: CalibrationIdParams, body: CalibrationRename } },
    async (request) => {
      const { userId } = callerOf(request);
      owned(userId, request.params.calibration_id);
      if (calibrationNameTaken(db, userId, request.body.name, request.params.calibration_id))
        throw new HttpError(400, `A calibration named "${request.body.name}" already exists`);
      renameCalibration(db, request.params.calibration_id, request.body.name);
      return toCalibration(owned(userId, request.params.calibration_id));
    },
  );

  api.delete('/api/calibration/:calibration_id', { schema: { params: CalibrationIdParams } }, async (request) => {
    const row = owned(callerOf(request).userId, request.params.calibration_id);
    deleteCalibration(db, row.id);
    await rm(files.calibrationPath(row.id, row.file_ext), { force: true });
    return toCalibration(row);
  });

  api.put('/api/calibration/:calibration_id/enable', { schema: { params: CalibrationIdParams } }, async (request) => {
    const { userId } = callerOf(request);
    const row = owned(userId, request.params.calibration_id);
    if (row.state !== 'calibrated')
      throw new HttpError(400, `Only a calibrated calibration can be enabled (this one is ${row.state})`);
    enableCalibration(db, userId, row.id);
    return toCalibration(owned(userId, row.id));
  });

  app.post('/api/calibration/auto', async (request) => {
    disableCalibrations(db, callerOf(request).userId);
    return { detail: 'OK', calibration: 'auto' };
  });
}
