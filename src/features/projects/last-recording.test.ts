import { describe, expect, it } from 'vitest';
import { lastRecordingAt } from './last-recording';

describe('lastRecordingAt', () => {
  it('is none for a project whose last recording time is still its creation time', () => {
    expect(
      lastRecordingAt({ created_at: '2026-01-01T10:00:00Z', last_recording_at: '2026-01-01T10:00:00.000Z' }),
    ).toBeNull();
  });

  it('is the time of the newest recording once there is one', () => {
    expect(lastRecordingAt({ created_at: '2026-01-01T10:00:00Z', last_recording_at: '2026-01-02T09:30:00Z' })).toBe(
      '2026-01-02T09:30:00Z',
    );
  });
});
