import { describe, expect, it } from 'vitest';
import { OrderRequest } from './conversions';
import { CalibrationCreateFields } from './calibrations';
import { FolderListQuery } from './folders';
import { parseRateLimits, rateCategory } from './rate-limits';
import { Recording, RecordingPatch, RecordingTtsV2Create } from './recordings';
import { StatsProjectsQuery } from './stats';
import { narrationStyleName, VoiceListQuery } from './voices';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';

describe('gateway resource schemas', () => {
  it('reads the api-facts recording example as a tolerant reader (extra fields pass)', () => {
    const recording = Recording.parse({
      id: uuid, project_id: uuid, parent_folder_id: uuid, type: 'converted', url: '/storage/x.wav', waveform_url: null,
      file_name: 'x.wav', label: 'Take 1', state: 'processing', original_id: uuid, duration: 3.2, tts: false,
      params: {}, active: true, created_at: '2024-03-14T12:00:00Z', listen_count: 0, future_field: 1,
      calibration_value: '120.5', note: null,
    });
    expect(recording.starred).toBe(false);
    expect((recording as Record<string, unknown>).future_field).toBe(1);
    expect(Recording.safeParse({ ...recording, state: 'queued' }).success).toBe(false);
  });

  it('limits folder paging to 0..200 and requires project_id', () => {
    expect(FolderListQuery.safeParse({ project_id: uuid, limit: '200' }).success).toBe(true);
    expect(FolderListQuery.safeParse({ project_id: uuid, limit: '201' }).success).toBe(false);
    expect(FolderListQuery.safeParse({}).success).toBe(false);
  });

  it('bounds TTS text to 1..1000 characters and labels to 40', () => {
    const ok = { parent_folder_id: uuid, text: 'a'.repeat(1000) };
    expect(RecordingTtsV2Create.safeParse(ok).success).toBe(true);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text: 'a'.repeat(1001) }).success).toBe(false);
    expect(RecordingTtsV2Create.safeParse({ ...ok, text_language: 'english' }).success).toBe(false);
    expect(RecordingPatch.safeParse({ label: 'x'.repeat(41) }).success).toBe(false);
  });

  it('orders need at least one conversion; semitones stay within ±12', () => {
    expect(OrderRequest.safeParse({ original_id: uuid, conversions: [] }).success).toBe(false);
    expect(OrderRequest.parse({ original_id: uuid, conversions: [{ voice_id: uuid, semitones_correction: 12 }] }).use_calibration).toBe(false);
    expect(OrderRequest.safeParse({ original_id: uuid, conversions: [{ voice_id: uuid, semitones_correction: 12.5 }] }).success).toBe(false);
  });

  it('reads repeatable voice filters as arrays and rejects unknown enum values', () => {
    expect(VoiceListQuery.parse({ gender: 'female' }).gender).toEqual(['female']);
    expect(VoiceListQuery.parse({ gender: ['female', 'male'] }).gender).toEqual(['female', 'male']);
    expect(VoiceListQuery.parse({}).limit).toBe(25);
    expect(VoiceListQuery.safeParse({ species: 'robot' }).success).toBe(false);
    expect(StatsProjectsQuery.parse({ project_ids: uuid }).project_ids).toEqual([uuid]);
  });

  it('names narration styles from tags, falling back to info.name', () => {
    expect(narrationStyleName({ id: uuid, is_default: true, tags: [{ name: 'Mellow' }, { name: 'Raspy' }] })).toBe('Mellow, Raspy');
    expect(narrationStyleName({ id: uuid, is_default: true, info: { name: 'Calm' } })).toBe('Calm');
  });

  it('keeps calibration names to the documented pattern', () => {
    expect(CalibrationCreateFields.safeParse({ name: 'My voice 2' }).success).toBe(true);
    expect(CalibrationCreateFields.safeParse({ name: 'my/voice' }).success).toBe(false);
  });

  it('classifies the documented slow endpoints and parses overrides', () => {
    expect(rateCategory('POST', '/api/recordings')).toBe('slow');
    expect(rateCategory('POST', `/api/recordings/conversion-redo/${uuid}`)).toBe('slow');
    expect(rateCategory('GET', '/api/recordings')).toBe('fast');
    expect(parseRateLimits('slow=3/60')).toEqual({ fast: { times: 500, seconds: 300 }, slow: { times: 3, seconds: 60 } });
    expect(() => parseRateLimits('slow=lots')).toThrow(/slow=lots/);
  });
});
