import { z } from 'zod';
import { OffsetQuery, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/** Calibrations: the mean pitch of the user's voice, measured from an uploaded sample (api-facts §3.8). */

export const CalibrationState = z.enum(['processing', 'calibrated', 'error']);

export const Calibration = z.looseObject({
  id: z.string(),
  name: z.string(),
  user_id: z.string(),
  f0: z.number().nullish(),
  algorithm: z.string().nullish(),
  bucket: z.string(),
  key: z.string(),
  state: CalibrationState,
  error: z.string().nullish(),
  created_at: Timestamp,
  calibrated_at: Timestamp.nullish(),
  enabled: z.boolean(),
});
export type Calibration = z.infer<typeof Calibration>;

export const CalibrationList = listEnvelope(Calibration);

export const CalibrationListQuery = z.object({
  limit: limitQuery(200, 50),
  offset: OffsetQuery,
  search: z.string().optional(),
});

/** api-facts gives the pattern `^[a-zA-Z0-9 -]+$` for calibration names; it is kept, since names are typed. */
export const CalibrationName = z.string().min(1).max(40).regex(/^[a-zA-Z0-9 -]+$/, 'use letters, digits, spaces and hyphens');

export const CalibrationCreateFields = z.strictObject({ name: CalibrationName });
export const CalibrationRename = z.strictObject({ name: CalibrationName });
export const CalibrationIdParams = z.object({ calibration_id: Uuid });
