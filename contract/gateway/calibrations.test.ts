import { describe, expect, it } from 'vitest';
import {
  Calibration,
  CalibrationCreateFields,
  CalibrationEnableAnyResponse,
  CalibrationIdParams,
  CalibrationList,
  CalibrationListAnyResponse,
  CalibrationListQuery,
  CalibrationRename,
  CalibrationState,
  CALIBRATION_NAME_EXAMPLE,
} from './calibrations';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const calibration = {
  id: uuid,
  name: 'My voice',
  user_id: uuid,
  f0: null,
  algorithm: null,
  bucket: 'b',
  key: 'k',
  state: 'processing',
  error: null,
  created_at: '2024-03-14T12:00:00Z',
  calibrated_at: null,
  enabled: false,
};

describe('calibrations', () => {
  it('reads a calibration in each of its three states', () => {
    expect(CalibrationState.options).toEqual(['processing', 'calibrated', 'error']);
    for (const state of CalibrationState.options)
      expect(Calibration.safeParse({ ...calibration, state }).success).toBe(true);
    expect(Calibration.safeParse({ ...calibration, state: 'queued' }).success).toBe(false);
    expect(
      Calibration.safeParse({ ...calibration, f0: 121.5, calibrated_at: '2024-03-14T12:03:00Z', status: 'old' })
        .success,
    ).toBe(true);
    const { enabled: _enabled, ...noEnabled } = calibration;
    expect(Calibration.safeParse(noEnabled).success).toBe(false);
  });

  it('reads the list as an envelope, and readers also take the bare array', () => {
    const envelope = { list: [calibration], pagination: { count: 1, limit: 50, offset: 0 } };
    expect(CalibrationList.safeParse(envelope).success).toBe(true);
    expect(CalibrationList.safeParse([calibration]).success).toBe(false);
    expect(CalibrationListAnyResponse.parse(envelope)).toEqual(envelope);
    expect(CalibrationListAnyResponse.parse([calibration])).toEqual([calibration]);
    expect(CalibrationEnableAnyResponse.safeParse(calibration).success).toBe(true);
    expect(CalibrationEnableAnyResponse.safeParse([calibration]).success).toBe(true);
  });

  it('pages with limit 0..200 default 50 and an optional search', () => {
    expect(CalibrationListQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(CalibrationListQuery.safeParse({ limit: '0', search: 'voice' }).success).toBe(true);
    expect(CalibrationListQuery.safeParse({ limit: '200' }).success).toBe(true);
    expect(CalibrationListQuery.safeParse({ limit: '201' }).success).toBe(false);
    expect(CalibrationListQuery.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('names calibrations with 1..40 letters, digits, spaces and hyphens', () => {
    for (const schema of [CalibrationCreateFields, CalibrationRename]) {
      expect(schema.safeParse({ name: 'My voice-2' }).success).toBe(true);
      expect(schema.safeParse({ name: CALIBRATION_NAME_EXAMPLE }).success).toBe(true);
      expect(schema.safeParse({ name: 'a'.repeat(40) }).success).toBe(true);
      expect(schema.safeParse({ name: 'a'.repeat(41) }).success).toBe(false);
      expect(schema.safeParse({ name: '' }).success).toBe(false);
      expect(schema.safeParse({ name: 'my/voice' }).success).toBe(false);
      expect(schema.safeParse({ name: 'voice.wav' }).success).toBe(false);
      expect(schema.safeParse({}).success).toBe(false);
      expect(schema.safeParse({ name: 'a', enabled: true }).success).toBe(false);
    }
  });

  it('takes a uuid calibration_id in the path', () => {
    expect(CalibrationIdParams.safeParse({ calibration_id: uuid }).success).toBe(true);
    expect(CalibrationIdParams.safeParse({ calibration_id: 'auto' }).success).toBe(false);
  });
});
