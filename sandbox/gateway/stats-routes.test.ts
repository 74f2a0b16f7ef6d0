import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertRecording } from '../store/recording-repository';
import { createTestSandbox, DEMO_KEY, OTHER_KEY, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await createTestSandbox();
});
afterEach(() => sandbox.close());

describe('statistics', () => {
  it('computes converted time by month, state counts and per-voice figures from the records', async () => {
    const owner = await sandbox.userId();
    const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers = DEMO_KEY) =>
      (await sandbox.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();
    const project = await inject('POST', '/api/projects', { name: 'S', owner, models: {} });
    const folder = await inject('POST', '/api/folders', { name: 'F', project_id: project.id });
    const base = { user_id: owner, project_id: project.id, parent_folder_id: folder.id, type: 'converted' as const };
    const thisMonth = new Date().toISOString();
    const lastYear = '2025-03-10T10:00:00.000Z';
    insertRecording(sandbox.db, {
      ...base,
      state: 'done',
      duration: 10,
      converted_at: thisMonth,
      voice_id: 'v1',
      voice_name: 'Aurora',
    });
    insertRecording(sandbox.db, {
      ...base,
      state: 'done',
      duration: 4.5,
      converted_at: lastYear,
      voice_id: 'v1',
      voice_name: 'Aurora',
    });
    insertRecording(sandbox.db, { ...base, state: 'processing', duration: 0, voice_id: 'v2', voice_name: 'Boris' });
    insertRecording(sandbox.db, { ...base, state: 'error', duration: 0, voice_id: 'v2', voice_name: 'Boris' });

    const stats = await inject('GET', '/api/stats');
    expect(stats.time_converted).toEqual({
      total: 14.5,
      current_month: 10,
      previous_monthes: [{ month: '2025-03-01', duration: 4.5 }],
    });
    expect(stats.conversions).toEqual({ total: 4, completed: 2, in_progress: 1, failed: 1 });
    expect(stats.models).toEqual([
      { id: 'v1', name: 'Aurora', conversions_count: 2, converted_time: 14.5 },
      { id: 'v2', name: 'Boris', conversions_count: 2, converted_time: 0 },
    ]);
    const projects = await inject('GET', `/api/stats/projects?project_ids=${project.id}`);
    expect(projects).toEqual([
      {
        project_id: project.id,
        time_converted: { total: 14.5, current_month: 10 },
        conversions: { total: 4, completed: 2, in_progress: 1, failed: 1 },
      },
    ]);
    expect(await inject('POST', '/api/stats/projects', { project_ids: [project.id] })).toEqual(projects);
    expect(await inject('GET', '/api/stats/folders')).toEqual([
      { folder_id: folder.id, stats: { total: 4, completed: 2, in_progress: 1, failed: 1 } },
    ]);
    expect(
      (
        await sandbox.app.inject({
          method: 'GET',
          url: `/api/stats/folders?folder_ids=${folder.id}`,
          headers: OTHER_KEY,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await sandbox.app.inject({ method: 'GET', url: '/api/stats/projects?project_ids=nope', headers: DEMO_KEY }))
        .statusCode,
    ).toBe(422);
    expect((await inject('GET', '/api/stats', undefined, OTHER_KEY)).conversions.total).toBe(0);
  });
});
