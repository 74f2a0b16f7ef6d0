import { describe, expect, it } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import type { ProjectStats } from '@contract/gateway/stats';
import { projectCardFigures } from './project-card-figures';

const project = { created_at: '2026-01-01T00:00:00Z', last_recording_at: '2026-01-01T00:00:00Z' };
const stats = (total: number, seconds: number) =>
  ({
    project_id: 'p',
    time_converted: { total: seconds, current_month: 0 },
    conversions: { total, completed: total, in_progress: 0, failed: 0 },
  }) as ProjectStats[number];

describe('project card figures', () => {
  it('counts originals as the project’s recordings less its conversions', () => {
    const newest = { created_at: '2026-02-01T10:00:00Z', converted_at: '2026-02-01T10:00:30Z' } as Recording;
    expect(projectCardFigures(project, { count: 7, newest }, stats(5, 42.5))).toEqual({
      originals: 2,
      conversions: 5,
      convertedSeconds: 42.5,
      lastActivity: '2026-02-01T10:00:30Z',
    });
  });

  it('says nothing it does not know yet, and no activity for an empty project', () => {
    expect(projectCardFigures(project, undefined, undefined)).toEqual({
      originals: undefined,
      conversions: undefined,
      convertedSeconds: undefined,
      lastActivity: null,
    });
    expect(projectCardFigures(project, { count: 0, newest: undefined }, stats(0, 0)).lastActivity).toBeNull();
  });

  it('takes the project’s last recording when it is newer than the listed row', () => {
    const later = { ...project, last_recording_at: '2026-03-01T00:00:00Z' };
    const newest = { created_at: '2026-02-01T00:00:00Z', converted_at: null } as Recording;
    expect(projectCardFigures(later, { count: 1, newest }, stats(0, 0)).lastActivity).toBe('2026-03-01T00:00:00Z');
  });
});
