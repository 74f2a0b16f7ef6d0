import { z } from 'zod';
import { Direction, Name40, OffsetQuery, QueryBoolean, Timestamp, Uuid, limitQuery, listEnvelope } from './common';
import { RECORDING_STATES } from './recording-state';

/** Recordings: originals and conversions share one shape (gateway document, api-facts §3.6 and §4). */

const RecordingState = z.enum(RECORDING_STATES);
export const RecordingType = z.enum(['original', 'converted']);
export type RecordingType = z.infer<typeof RecordingType>;

/** The note embedded in a recording (notes.ts has the note endpoints). */
export const RecordingNote = z.looseObject({ id: z.string(), text: z.string().max(2000), active: z.boolean() });
export type RecordingNote = z.infer<typeof RecordingNote>;

export const Moderation = z.looseObject({
  state: z.string().nullish(),
  error: z.string().nullish(),
  language: z.string().nullish(),
  has_violations: z.boolean().nullish(),
});

/** `params` is an object in AE's schema and an array of {id,name,value} in legacy orders; both are read. */
export const RecordingParams = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.looseObject({ id: z.string().nullish(), name: z.string().nullish(), value: z.unknown() })),
]);

export const Recording = z.looseObject({
  id: Uuid,
  project_id: Uuid,
  parent_folder_id: Uuid.nullish(),
  type: RecordingType,
  url: z.string().nullish(),
  waveform_url: z.string().nullish(),
  file_name: z.string().nullish(),
  label: z.string().nullish(),
  state: RecordingState,
  original_id: Uuid.nullish(),
  model_id: z.string().nullish(),
  model_name: z.string().nullish(),
  voice_id: z.string().nullish(),
  voice_name: z.string().nullish(),
  accent_id: z.string().nullish(),
  accent_name: z.string().nullish(),
  narration_style_id: z.string().nullish(),
  narration_style_name: z.string().nullish(),
  semitones_correction: z.number().nullish(),
  calibration_id: z.string().nullish(),
  /** C24 types it as a string; AE as a number. */
  calibration_value: z.union([z.number(), z.string()]).nullish(),
  calibration_name: z.string().nullish(),
  microphone: z.string().nullish(),
  size: z.number().nullish(),
  duration: z.number(),
  starred: z.boolean().default(false),
  tts: z.boolean(),
  tts_voice: z.string().nullish(),
  tts_voice_id: z.string().nullish(),
  text: z.string().nullish(),
  params: RecordingParams,
  error: z.string().nullish(),
  active: z.boolean(),
  created_at: Timestamp,
  converted_at: Timestamp.nullish(),
  listen_count: z.number().int(),
  process_stage: z.string().nullish(),
  note: RecordingNote.nullish(),
  transaction_id: z.string().nullish(),
  moderation: Moderation.nullish(),
});
export type Recording = z.infer<typeof Recording>;

export const RecordingList = listEnvelope(Recording);
export type RecordingList = z.infer<typeof RecordingList>;

const pageQuery = { limit: limitQuery(200, 50), offset: OffsetQuery, direction: Direction.default('desc') };

export const RecordingListQuery = z.object({ project_id: Uuid.optional(), folder_id: Uuid.optional(), ...pageQuery });
export const OriginalsQuery = z.object({ folder_id: Uuid, ...pageQuery });
export const ConversionsQuery = z.object({ original_id: Uuid, ...pageQuery });
export type RecordingListQuery = z.infer<typeof RecordingListQuery>;

export const MICROPHONE_FILE = 'file';

/**
 * A label as typed or taken from a file name. api-facts gives the upload label the pattern `^[a-zA-Z0-9 -]+$`,
 * which would reject most file names (dots, underscores, non-Latin letters); it is relaxed to any printable text
 * of 1–40 characters (no control characters). The 40-character limit stays.
 */
export const RecordingLabel = Name40.regex(/^[^\p{Cc}]+$/u, 'use printable characters only');

/**
 * Text fields of the multipart upload (the audio itself is the `data` file part). `microphone` is required and is
 * `file` for uploaded files; its 200-character bound is the sandbox's guard, not a documented limit.
 */
export const RecordingUploadFields = z.strictObject({
  parent_folder_id: Uuid,
  microphone: z.string().min(1).max(200),
  label: RecordingLabel.optional(),
});
export type RecordingUploadFields = z.infer<typeof RecordingUploadFields>;

export const RecordingPatch = z.strictObject({ label: RecordingLabel.optional(), starred: z.boolean().optional() });
export type RecordingPatch = z.infer<typeof RecordingPatch>;
/** PUT takes the PATCH body with every field required (the 2022 `{name}` form is obsolete). */
export const RecordingPut = z.strictObject({ label: RecordingLabel, starred: z.boolean() });
export type RecordingPut = z.infer<typeof RecordingPut>;

/** The deleted recording and, for an original, its conversions. */
export const RecordingDeleteResponse = z.array(z.looseObject({ id: Uuid }));
export type RecordingDeleteResponse = z.infer<typeof RecordingDeleteResponse>;

export const TTS_TEXT_MAX = 1000;
const TtsText = z.string().min(1).max(TTS_TEXT_MAX);

/** Deprecated form: a legacy TTS voice from GET /api/tts-voices. */
export const RecordingTtsCreate = z.strictObject({
  parent_folder_id: Uuid,
  text: TtsText,
  voice_id: Uuid,
  label: RecordingLabel.optional(),
  /** The gateway document lists it; AE's RecordingCreateTTS does not. The folder already implies the project. */
  project_id: Uuid.optional(),
});
export type RecordingTtsCreate = z.infer<typeof RecordingTtsCreate>;

/** ISO 639-1 code (lower case); the sandbox synthesises `en` and `uk` and detects the language when it is omitted. */
export const TextLanguage = z.string().regex(/^[a-z]{2}$/, 'expected a two-letter ISO 639-1 code');

export const RecordingTtsV2Create = z.strictObject({
  parent_folder_id: Uuid,
  text: TtsText,
  text_language: TextLanguage.optional(),
  tts_voice_id: Uuid.optional(),
  label: RecordingLabel.optional(),
});
export type RecordingTtsV2Create = z.infer<typeof RecordingTtsV2Create>;

export const RecordingExportQuery = z.object({ original_id: Uuid, starred_only: QueryBoolean.default(false) });
export type RecordingExportQuery = z.infer<typeof RecordingExportQuery>;

export const RecordingIdParams = z.object({ recording_id: Uuid });
