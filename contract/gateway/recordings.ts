import * as z from 'zod/mini';
import {
  Direction,
  Name40,
  OffsetQuery,
  PRINTABLE,
  QueryBoolean,
  Timestamp,
  Uuid,
  limitQuery,
  listEnvelope,
} from './common';
import { RECORDING_STATES } from './recording-state';

/** Recordings: originals and conversions share one shape (docs/service-api.md#recordings). */

const RecordingState = z.enum(RECORDING_STATES);
export const RecordingType = z.enum(['original', 'converted']);
export type RecordingType = z.infer<typeof RecordingType>;

/** The note embedded in a recording (notes.ts has the note endpoints). */
export const RecordingNote = z.looseObject({
  id: z.string(),
  text: z.string().check(z.maxLength(2000)),
  active: z.boolean(),
});
export type RecordingNote = z.infer<typeof RecordingNote>;

export const Moderation = z.looseObject({
  state: z.nullish(z.string()),
  error: z.nullish(z.string()),
  language: z.nullish(z.string()),
  has_violations: z.nullish(z.boolean()),
});

/** `params` is an object in AE's schema and an array of {id,name,value} in legacy orders; both are read. */
export const RecordingParams = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.looseObject({ id: z.nullish(z.string()), name: z.nullish(z.string()), value: z.unknown() })),
]);

export const Recording = z.looseObject({
  id: Uuid,
  project_id: Uuid,
  parent_folder_id: z.nullish(Uuid),
  type: RecordingType,
  url: z.nullish(z.string()),
  waveform_url: z.nullish(z.string()),
  file_name: z.nullish(z.string()),
  label: z.nullish(z.string()),
  state: RecordingState,
  original_id: z.nullish(Uuid),
  model_id: z.nullish(z.string()),
  model_name: z.nullish(z.string()),
  voice_id: z.nullish(z.string()),
  voice_name: z.nullish(z.string()),
  accent_id: z.nullish(z.string()),
  accent_name: z.nullish(z.string()),
  narration_style_id: z.nullish(z.string()),
  narration_style_name: z.nullish(z.string()),
  semitones_correction: z.nullish(z.number()),
  calibration_id: z.nullish(z.string()),
  /** C24 types it as a string; AE as a number. */
  calibration_value: z.nullish(z.union([z.number(), z.string()])),
  calibration_name: z.nullish(z.string()),
  microphone: z.nullish(z.string()),
  size: z.nullish(z.number()),
  duration: z.number(),
  starred: z._default(z.boolean(), false),
  tts: z.boolean(),
  tts_voice: z.nullish(z.string()),
  tts_voice_id: z.nullish(z.string()),
  text: z.nullish(z.string()),
  params: RecordingParams,
  error: z.nullish(z.string()),
  active: z.boolean(),
  created_at: Timestamp,
  converted_at: z.nullish(Timestamp),
  listen_count: z.number().check(z.int()),
  process_stage: z.nullish(z.string()),
  note: z.nullish(RecordingNote),
  transaction_id: z.nullish(z.string()),
  moderation: z.nullish(Moderation),
});
export type Recording = z.infer<typeof Recording>;

export const RecordingList = listEnvelope(Recording);
export type RecordingList = z.infer<typeof RecordingList>;

const pageQuery = { limit: limitQuery(200, 50), offset: OffsetQuery, direction: z._default(Direction, 'desc') };

export const RecordingListQuery = z.object({ project_id: z.optional(Uuid), folder_id: z.optional(Uuid), ...pageQuery });
export const OriginalsQuery = z.object({ folder_id: Uuid, ...pageQuery });
export const ConversionsQuery = z.object({ original_id: Uuid, ...pageQuery });
export type RecordingListQuery = z.infer<typeof RecordingListQuery>;

export const MICROPHONE_FILE = 'file';

/**
 * The longest original the sandbox accepts: two hours. The service documents no bound; decoding and measuring a
 * ten-hour file held an audio thread for up to 42 s, and two hours is beyond any take a voice is converted from.
 */
export const ORIGINAL_MAX_SECONDS = 2 * 60 * 60;

/**
 * A label as typed or taken from a file name. The service gives the upload label the pattern `^[a-zA-Z0-9 -]+$`,
 * which would reject most file names (dots, underscores, non-Latin letters); it is relaxed to any printable text
 * of 1–40 characters, as every name is (Name40). The 40-character limit stays.
 */
export const RecordingLabel = Name40;

/**
 * The name of an uploaded file as the multipart part gives it: 1–255 printable characters (the longest name
 * common file systems allow). It is stored and shown with the recording, so it is bounded as labels are.
 */
export const FILE_NAME_MAX = 255;
export const UploadFileName = z
  .string()
  .check(z.minLength(1), z.maxLength(FILE_NAME_MAX), z.regex(PRINTABLE, 'use printable characters only'));

/**
 * Text fields of the multipart upload (the audio itself is the `data` file part). `microphone` is required and is
 * `file` for uploaded files; its 200-character bound is the sandbox's guard, not a documented limit.
 */
export const RecordingUploadFields = z.strictObject({
  parent_folder_id: Uuid,
  microphone: z.string().check(z.minLength(1), z.maxLength(200)),
  label: z.optional(RecordingLabel),
});
export type RecordingUploadFields = z.infer<typeof RecordingUploadFields>;

export const RecordingPatch = z.strictObject({ label: z.optional(RecordingLabel), starred: z.optional(z.boolean()) });
export type RecordingPatch = z.infer<typeof RecordingPatch>;
/** PUT takes the PATCH body with every field required (the 2022 `{name}` form is obsolete). */
export const RecordingPut = z.strictObject({ label: RecordingLabel, starred: z.boolean() });
export type RecordingPut = z.infer<typeof RecordingPut>;

/** The deleted recording and, for an original, its conversions. */
export const RecordingDeleteResponse = z.array(z.looseObject({ id: Uuid }));
export type RecordingDeleteResponse = z.infer<typeof RecordingDeleteResponse>;

export const TTS_TEXT_MAX = 1000;
const TtsText = z.string().check(z.minLength(1), z.maxLength(TTS_TEXT_MAX));

/** Deprecated form: a legacy TTS voice from GET /api/tts-voices. */
export const RecordingTtsCreate = z.strictObject({
  parent_folder_id: Uuid,
  text: TtsText,
  voice_id: Uuid,
  label: z.optional(RecordingLabel),
  /** The gateway document lists it; AE's RecordingCreateTTS does not. The folder already implies the project. */
  project_id: z.optional(Uuid),
});
export type RecordingTtsCreate = z.infer<typeof RecordingTtsCreate>;

/** ISO 639-1 code (lower case); the sandbox synthesises `en` and `uk` and detects the language when it is omitted. */
export const TextLanguage = z.string().check(z.regex(/^[a-z]{2}$/, 'expected a two-letter ISO 639-1 code'));

export const RecordingTtsV2Create = z.strictObject({
  parent_folder_id: Uuid,
  text: TtsText,
  text_language: z.optional(TextLanguage),
  tts_voice_id: z.optional(Uuid),
  label: z.optional(RecordingLabel),
});
export type RecordingTtsV2Create = z.infer<typeof RecordingTtsV2Create>;

export const RecordingExportQuery = z.object({ original_id: Uuid, starred_only: z._default(QueryBoolean, false) });
export type RecordingExportQuery = z.infer<typeof RecordingExportQuery>;

export const RecordingIdParams = z.object({ recording_id: Uuid });
