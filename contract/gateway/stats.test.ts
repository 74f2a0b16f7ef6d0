import { describe, expect, it } from 'vitest';
import {
  AccountStats,
  FolderStats,
  ProjectStats,
  StatsFoldersBody,
  StatsFoldersQuery,
  StatsProjectsBody,
  StatsProjectsQuery,
} from './stats';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const other = '00000000-0000-4000-8000-000000000001';
const counts = { total: 3, completed: 1, in_progress: 1, failed: 1 };

describe('statistics', () => {
  it('reads the observed account example, with the real spelling previous_monthes', () => {
    const stats = {
      time_converted: { total: 12.5, current_month: 0, previous_monthes: [{ month: '2024-02-01', duration: 12.5 }] },
      conversions: counts,
      models: [{ id: 'm', name: 'Aaron', conversions_count: 3, converted_time: 42.0 }],
    };
    expect(AccountStats.safeParse(stats).success).toBe(true);
    expect(AccountStats.safeParse({ ...stats, conversions: { ...counts, total: 1.5 } }).success).toBe(false);
    expect(
      AccountStats.safeParse({ ...stats, time_converted: { total: 0, current_month: 0, previous_months: [] } }).success,
    ).toBe(false);
  });

  it('reads project and folder statistics arrays', () => {
    expect(
      ProjectStats.safeParse([
        { project_id: uuid, time_converted: { total: 1, current_month: 1 }, conversions: counts },
      ]).success,
    ).toBe(true);
    expect(ProjectStats.safeParse([{ project_id: uuid, conversions: counts }]).success).toBe(false);
    expect(FolderStats.safeParse([{ folder_id: uuid, stats: counts }]).success).toBe(true);
    expect(FolderStats.safeParse([{ folder_id: uuid, stats: { ...counts, failed: undefined } }]).success).toBe(false);
  });

  it.each([
    ['project_ids', StatsProjectsQuery],
    ['folder_ids', StatsFoldersQuery],
  ] as const)('reads %s repeated, once, comma-separated or absent', (key, schema) => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ [key]: uuid })).toEqual({ [key]: [uuid] });
    expect(schema.parse({ [key]: [uuid, other] })).toEqual({ [key]: [uuid, other] });
    expect(schema.parse({ [key]: `${uuid},${other}` })).toEqual({ [key]: [uuid, other] });
    expect(schema.safeParse({ [key]: 'x' }).success).toBe(false);
    expect(schema.safeParse({ [key]: [uuid, 'x'] }).success).toBe(false);
  });

  it('takes the POST form with an array of uuids', () => {
    expect(StatsProjectsBody.safeParse({ project_ids: [uuid] }).success).toBe(true);
    expect(StatsProjectsBody.safeParse({ project_ids: uuid }).success).toBe(false);
    expect(StatsProjectsBody.safeParse({}).success).toBe(false);
    expect(StatsFoldersBody.safeParse({ folder_ids: [] }).success).toBe(true);
    expect(StatsFoldersBody.safeParse({ folder_ids: ['x'] }).success).toBe(false);
    expect(StatsFoldersBody.safeParse({ folder_ids: [uuid], project_ids: [] }).success).toBe(false);
  });
});
