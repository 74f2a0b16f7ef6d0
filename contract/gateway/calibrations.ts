import * as z from 'zod/mini';
import { OffsetQuery, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/**
 * Calibrations: the mean pitch of the user's voice, measured from an uploaded sample
 * (docs/service-api.md#calibrations).
 */

export const CalibrationState = z.enum(['processing', 'calibrated', 'error']);
export type CalibrationState = z.infer<typeof CalibrationState>;

export const Calibration = z.looseObject({
  id: z.string(),
  name: z.string(),
  user_id: z.string(),
  f0: z.nullish(z.number()),
  algorithm: z.nullish(z.string()),
  bucket: z.string(),
  key: z.string(),
  state: CalibrationState,
  error: z.nullish(z.string()),
  created_at: Timestamp,
  calibrated_at: z.nullish(Timestamp),
  enabled: z.boolean(),
});
export type Calibration = z.infer<typeof Calibration>;

export const CalibrationList = listEnvelope(Calibration);
export type CalibrationList = z.infer<typeof CalibrationList>;

/**
 * For readers: some deployments answer the list in an envelope, others as a bare array. Both are accepted as sent,
 * so a reader keeps the envelope's count (the total the pages add up to), which a bare array cannot tell.
 */
export const CalibrationListAnyResponse = z.union([CalibrationList, z.array(Calibration)]);

/** For readers of PUT …/enable: AE answers the calibration, C24 an array (docs/service-api.md#calibrations). */
export const CalibrationEnableAnyResponse = z.union([Calibration, z.array(Calibration)]);

export const CalibrationListQuery = z.object({
  limit: limitQuery(200, 50),
  offset: OffsetQuery,
  search: z.optional(z.string()),
});
export type CalibrationListQuery = z.infer<typeof CalibrationListQuery>;

/**
 * The service gives the pattern `^[a-zA-Z0-9 -]+$` for calibration names (unique per account); it is kept, since
 * names are typed, not taken from file names. The rename body reuses it so a rename cannot create a name that
 * upload would refuse.
 */
export const CalibrationName = z
  .string()
  .check(z.minLength(1), z.maxLength(40))
  .check(z.regex(/^[a-zA-Z0-9 -]+$/, 'use letters, digits, spaces and hyphens'));

/** The rule above in the studio's words, and a name that follows it (the field's example). */
export const CALIBRATION_NAME_RULE = 'Use 1 to 40 letters, digits, spaces and hyphens';
export const CALIBRATION_NAME_EXAMPLE = 'Studio mic - morning';

/**
 * The shortest sample a calibration is measured from: a mean pitch over less than ten seconds of speech follows
 * one phrase's intonation rather than the voice. The service sets no bound and accepts any sample (its
 * measurement fails when it finds too little voice), so this is the studio's own check before uploading. Up to
 * 30 seconds is plenty.
 */
export const CALIBRATION_MIN_SECONDS = 10;
export const CALIBRATION_ENOUGH_SECONDS = 30;

export const sampleTooShort = (seconds: number) =>
  `The sample is ${seconds.toFixed(1)} s long: a calibration needs at least ${CALIBRATION_MIN_SECONDS} seconds of speech`;

/** Text fields of the multipart upload; the audio sample is the `data` file part. */
export const CalibrationCreateFields = z.strictObject({ name: CalibrationName });
export type CalibrationCreateFields = z.infer<typeof CalibrationCreateFields>;
export const CalibrationRename = z.strictObject({ name: CalibrationName });
export type CalibrationRename = z.infer<typeof CalibrationRename>;
export const CalibrationIdParams = z.object({ calibration_id: Uuid });
