import { describe, expect, it } from 'vitest';
import {
  ConversionsQuery,
  OriginalsQuery,
  Recording,
  RecordingDeleteResponse,
  RecordingExportQuery,
  RecordingIdParams,
  RecordingListQuery,
  RecordingPatch,
  RecordingPut,
  RecordingTtsCreate,
  RecordingTtsV2Create,
  RecordingType,
  RecordingUploadFields,
} from './recordings';
import { FINAL_RECORDING_STATES, RECORDING_STATES } from './recording-state';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';

/** The observed example, every documented and extra field present. */
const example = {
  id: uuid,
  project_id: uuid,
  parent_folder_id: uuid,
  type: 'converted',
  url: '/storage/x.wav',
  waveform_url: null,
  file_name: 'x.wav',
  label: 'Take 1',
  state: 'processing',
  original_id: uuid,
  model_id: null,
  model_name: null,
  voice_id: uuid,
  voice_name: 'Roman',
  accent_id: null,
  accent_name: null,
  narration_style_id: uuid,
  narration_style_name: 'Calm',
  semitones_correction: 0,
  calibration_id: null,
  calibration_value: null,
  calibration_name: null,
  microphone: 'file',
  size: 123456,
  duration: 3.2,
  starred: false,
  tts: false,
  tts_voice: null,
  tts_voice_id: null,
  text: null,
  params: {},
  error: null,
  active: true,
  created_at: '2024-03-14T12:00:00Z',
  converted_at: null,
  listen_count: 0,
  process_stage: null,
  note: null,
  moderation: null,
  transaction_id: null,
};

describe('recording resource', () => {
  it('reads the observed example and lets unknown fields through', () => {
    const recording = Recording.parse({ ...example, future_field: 1 });
    expect((recording as Record<string, unknown>).future_field).toBe(1);
    expect(recording.voice_name).toBe('Roman');
  });

  it('defaults starred to false and needs only the required fields', () => {
    const minimal: Record<string, unknown> = {
      id: uuid,
      project_id: uuid,
      type: 'original',
      state: 'done',
      duration: 1,
      tts: false,
      params: {},
      active: true,
      created_at: '2024-03-14T12:00:00Z',
      listen_count: 0,
    };
    expect(Recording.parse(minimal).starred).toBe(false);
    for (const key of Object.keys(minimal)) {
      const { [key]: _dropped, ...rest } = minimal;
      expect(Recording.safeParse(rest).success, key).toBe(false);
    }
  });

  it('knows the four states and two types', () => {
    expect(RECORDING_STATES).toEqual(['processing', 'postprocessing', 'done', 'error']);
    expect(FINAL_RECORDING_STATES).toEqual(['done', 'error']);
    expect(RecordingType.options).toEqual(['original', 'converted']);
    expect(Recording.safeParse({ ...example, state: 'postprocessing' }).success).toBe(true);
    expect(Recording.safeParse({ ...example, state: 'queued' }).success).toBe(false);
    expect(Recording.safeParse({ ...example, type: 'tts' }).success).toBe(false);
  });

  it('reads params as an object or an array of {id,name,value}', () => {
    expect(Recording.safeParse({ ...example, params: { pitch: 1 } }).success).toBe(true);
    expect(Recording.safeParse({ ...example, params: [{ id: 'p', name: 'pitch', value: '1' }] }).success).toBe(true);
    expect(Recording.safeParse({ ...example, params: 'pitch=1' }).success).toBe(false);
  });

  it('reads calibration_value as a number (AE) or a string (C24), and the note and moderation shapes', () => {
    expect(Recording.safeParse({ ...example, calibration_value: 120.5 }).success).toBe(true);
    expect(Recording.safeParse({ ...example, calibration_value: '120.5' }).success).toBe(true);
    expect(Recording.safeParse({ ...example, note: { id: 'n', text: 'a'.repeat(2000), active: true } }).success).toBe(
      true,
    );
    expect(Recording.safeParse({ ...example, note: { id: 'n', text: 'a' } }).success).toBe(false);
    expect(
      Recording.safeParse({
        ...example,
        moderation: { state: 'ok', error: null, language: 'en', has_violations: false },
      }).success,
    ).toBe(true);
  });
});

describe('recording queries', () => {
  it('lists with optional project and folder, limit 0..200 default 50', () => {
    expect(RecordingListQuery.parse({})).toEqual({ limit: 50, offset: 0, direction: 'desc' });
    expect(RecordingListQuery.safeParse({ limit: '200', project_id: uuid, folder_id: uuid }).success).toBe(true);
    expect(RecordingListQuery.safeParse({ limit: '201' }).success).toBe(false);
    expect(RecordingListQuery.safeParse({ limit: '-1' }).success).toBe(false);
    expect(RecordingListQuery.safeParse({ folder_id: 'x' }).success).toBe(false);
    expect(RecordingListQuery.safeParse({ direction: 'up' }).success).toBe(false);
  });

  it('requires folder_id for originals and original_id for conversions', () => {
    expect(OriginalsQuery.safeParse({ folder_id: uuid }).success).toBe(true);
    expect(OriginalsQuery.safeParse({}).success).toBe(false);
    expect(OriginalsQuery.safeParse({ folder_id: uuid, limit: '201' }).success).toBe(false);
    expect(ConversionsQuery.safeParse({ original_id: uuid }).success).toBe(true);
    expect(ConversionsQuery.safeParse({ folder_id: uuid }).success).toBe(false);
    expect(ConversionsQuery.safeParse({ original_id: uuid, offset: '-1' }).success).toBe(false);
  });

  it('exports an original with starred_only defaulting to false', () => {
    expect(RecordingExportQuery.parse({ original_id: uuid })).toEqual({ original_id: uuid, starred_only: false });
    expect(RecordingExportQuery.parse({ original_id: uuid, starred_only: 'true' }).starred_only).toBe(true);
    expect(RecordingExportQuery.safeParse({}).success).toBe(false);
    expect(RecordingExportQuery.safeParse({ original_id: uuid, starred_only: 'maybe' }).success).toBe(false);
  });

  it('takes a uuid recording_id in the path', () => {
    expect(RecordingIdParams.safeParse({ recording_id: uuid }).success).toBe(true);
    expect(RecordingIdParams.safeParse({ recording_id: '1' }).success).toBe(false);
  });
});

describe('recording bodies', () => {
  it('uploads with a folder and a microphone; the label is any printable text of 1..40', () => {
    const fields = { parent_folder_id: uuid, microphone: 'file' };
    expect(RecordingUploadFields.safeParse(fields).success).toBe(true);
    expect(RecordingUploadFields.safeParse({ ...fields, label: 'take_01 (final).wav' }).success).toBe(true);
    expect(RecordingUploadFields.safeParse({ ...fields, label: 'Запис №1' }).success).toBe(true);
    expect(RecordingUploadFields.safeParse({ ...fields, label: 'a'.repeat(40) }).success).toBe(true);
    expect(RecordingUploadFields.safeParse({ ...fields, label: 'a'.repeat(41) }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ ...fields, label: '' }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ ...fields, label: 'line\nbreak' }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ parent_folder_id: uuid }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ microphone: 'file' }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ ...fields, microphone: '' }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ ...fields, microphone: 'm'.repeat(201) }).success).toBe(false);
    expect(RecordingUploadFields.safeParse({ ...fields, colour: 'red' }).success).toBe(false);
  });

  it('patches label or starred, each optional', () => {
    expect(RecordingPatch.safeParse({}).success).toBe(true);
    expect(RecordingPatch.safeParse({ starred: true }).success).toBe(true);
    expect(RecordingPatch.safeParse({ label: 'x'.repeat(40) }).success).toBe(true);
    expect(RecordingPatch.safeParse({ label: 'x'.repeat(41) }).success).toBe(false);
    expect(RecordingPatch.safeParse({ starred: 'yes' }).success).toBe(false);
    expect(RecordingPatch.safeParse({ name: 'old form' }).success).toBe(false);
  });

  it('puts label and starred, both required', () => {
    expect(RecordingPut.safeParse({ label: 'Take', starred: false }).success).toBe(true);
    expect(RecordingPut.safeParse({ label: 'Take' }).success).toBe(false);
    expect(RecordingPut.safeParse({ starred: true }).success).toBe(false);
  });

  it('answers a delete with an array of {id}', () => {
    expect(RecordingDeleteResponse.safeParse([{ id: uuid }]).success).toBe(true);
    expect(RecordingDeleteResponse.safeParse([uuid]).success).toBe(false);
  });

  it('bounds deprecated TTS text to 1..1000 and needs a voice', () => {
    const ok = { parent_folder_id: uuid, text: 'a'.repeat(1000), voice_id: uuid };
    expect(RecordingTtsCreate.safeParse(ok).success).toBe(true);
    expect(RecordingTtsCreate.safeParse({ ...ok, project_id: uuid, label: 'Take' }).success).toBe(true);
    expect(RecordingTtsCreate.safeParse({ ...ok, text: 'a'.repeat(1001) }).success).toBe(false);
    expect(RecordingTtsCreate.safeParse({ ...ok, text: '' }).success).toBe(false);
    const { voice_id: _voice, ...noVoice } = ok;
    expect(RecordingTtsCreate.safeParse(noVoice).success).toBe(false);
  });

  it('bounds v2 TTS text to 1..1000, the language to a two-letter code, the label to 40', () => {
    const ok = { parent_folder_id: uuid, text: 'a' };
    expect(RecordingTtsV2Create.safeParse(ok).success).toBe(true);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text: 'a'.repeat(1000) }).success).toBe(true);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text: 'a'.repeat(1001) }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text: '' }).success).toBe(false);
    expect(
      RecordingTtsV2Create.safeParse({ ...ok, text_language: 'uk', tts_voice_id: uuid, label: 'x'.repeat(40) }).success,
    ).toBe(true);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text_language: 'english' }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text_language: 'e' }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ ...ok, label: 'x'.repeat(41) }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ ...ok, tts_voice_id: 'samantha' }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ text: 'a' }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ ...ok, voice_id: uuid }).success).toBe(false);
  });
});
