import { z } from 'zod';
import { Direction, OffsetQuery, QueryBoolean, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/** Recordings: originals and conversions share one shape (gateway document, api-facts §3.6 and §4). */

export const RecordingState = z.enum(['processing', 'postprocessing', 'done', 'error']);
export type RecordingState = z.infer<typeof RecordingState>;
export const FINAL_RECORDING_STATES: readonly RecordingState[] = ['done', 'error'];

export const RecordingType = z.enum(['original', 'converted']);

export const RecordingNote = z.looseObject({ id: z.string(), text: z.string().max(2000), active: z.boolean() });

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

/**
 * Text fields of the multipart upload. api-facts gives the label pattern `^[a-zA-Z0-9 -]+$`, which would reject
 * most file names (dots, underscores, non-Latin letters); labels are relaxed to any text of 1–40 characters.
 */
export const RecordingUploadFields = z.strictObject({
  parent_folder_id: Uuid,
  microphone: z.string().min(1).max(200),
  label: z.string().min(1).max(40).optional(),
});

export const RecordingPatch = z.strictObject({ label: z.string().min(1).max(40).optional(), starred: z.boolean().optional() });
export type RecordingPatch = z.infer<typeof RecordingPatch>;
export const RecordingPut = z.strictObject({ label: z.string().min(1).max(40), starred: z.boolean() });

export const RecordingDeleteResponse = z.array(z.object({ id: Uuid }));

export const TTS_TEXT_MAX = 1000;
const TtsText = z.string().min(1).max(TTS_TEXT_MAX);

/** Deprecated form: a legacy TTS voice from GET /api/tts-voices. */
export const RecordingTtsCreate = z.strictObject({
  parent_folder_id: Uuid,
  text: TtsText,
  voice_id: Uuid,
  label: z.string().min(1).max(40).optional(),
  project_id: Uuid.optional(),
});

/** ISO 639-1 code; the sandbox synthesises `en` and `uk` and detects the language when it is omitted. */
export const TextLanguage = z.string().regex(/^[a-z]{2}$/, 'expected a two-letter ISO 639-1 code');

export const RecordingTtsV2Create = z.strictObject({
  parent_folder_id: Uuid,
  text: TtsText,
  text_language: TextLanguage.optional(),
  tts_voice_id: Uuid.optional(),
  label: z.string().min(1).max(40).optional(),
});
export type RecordingTtsV2Create = z.infer<typeof RecordingTtsV2Create>;

export const RecordingExportQuery = z.object({ original_id: Uuid, starred_only: QueryBoolean.default(false) });

export const RecordingIdParams = z.object({ recording_id: Uuid });
