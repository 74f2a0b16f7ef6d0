import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, DEMO_KEY, OTHER_KEY, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let demoId: string;
beforeEach(async () => {
  sandbox = await createTestSandbox();
  demoId = await sandbox.userId();
});
afterEach(() => sandbox.close());

const create = (name: string, owner = demoId, headers = DEMO_KEY) =>
  sandbox.app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name, owner, models: {} } });

describe('projects', () => {
  it('creates a project with every documented field', async () => {
    const response = await create('Radio spot');
    expect(response.statusCode).toBe(200);
    const project = response.json();
    expect(project).toMatchObject({ name: 'Radio spot', slug: 'radio-spot', owner: demoId, models: {}, active: true });
    expect(project.url).toMatch(/^radio-spot-/);
    expect(Object.keys(project).sort()).toEqual(
      ['active', 'created_at', 'id', 'last_recording_at', 'models', 'name', 'owner', 'slug', 'url'].sort(),
    );
  });

  it('lists with the envelope, sort, direction, limit and offset', async () => {
    for (const name of ['b', 'c', 'a']) await create(name);
    const page = await sandbox.app.inject({
      method: 'GET',
      url: '/api/projects?sort=name&direction=asc&limit=2&offset=1',
      headers: DEMO_KEY,
    });
    const body = page.json();
    expect(body.pagination).toEqual({ count: 3, limit: 2, offset: 1 });
    expect(body.list.map((p: { name: string }) => p.name)).toEqual(['b', 'c']);
    const defaults = await sandbox.app.inject({ method: 'GET', url: '/api/projects', headers: DEMO_KEY });
    expect(defaults.json().pagination).toEqual({ count: 3, limit: 50, offset: 0 });
    expect(defaults.json().list[0].name).toBe('a');
  });

  it('lists projects made in the same millisecond newest first, as they were made', async () => {
    for (const name of ['first', 'second', 'third']) await create(name);
    // Made faster than the clock ticks: the creation times are equal, and the order must still be the making's.
    sandbox.db.prepare("UPDATE projects SET created_at = '2026-01-01T00:00:00.000Z'").run();
    const newest = await sandbox.app.inject({ method: 'GET', url: '/api/projects', headers: DEMO_KEY });
    expect(newest.json().list.map((p: { name: string }) => p.name)).toEqual(['third', 'second', 'first']);
    const oldest = await sandbox.app.inject({ method: 'GET', url: '/api/projects?direction=asc', headers: DEMO_KEY });
    expect(oldest.json().list.map((p: { name: string }) => p.name)).toEqual(['first', 'second', 'third']);
  });

  it('rejects bad parameters with 422 in the FastAPI shape', async () => {
    const cases = [
      ['/api/projects?limit=101', ['query', 'limit']],
      ['/api/projects?offset=-1', ['query', 'offset']],
      ['/api/projects?sort=size', ['query', 'sort']],
      ['/api/projects?direction=up', ['query', 'direction']],
      ['/api/projects?owner=not-a-uuid', ['query', 'owner']],
    ] as const;
    for (const [url, loc] of cases) {
      const response = await sandbox.app.inject({ method: 'GET', url, headers: DEMO_KEY });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().detail[0].loc).toEqual(loc);
    }
    const longName = await create('x'.repeat(41));
    expect(longName.statusCode).toBe(422);
    expect(longName.json().detail[0].loc).toEqual(['body', 'name']);
    const unknownField = await sandbox.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: DEMO_KEY,
      payload: { name: 'n', owner: demoId, colour: 'red' },
    });
    expect(unknownField.statusCode).toBe(422);
  });

  it('finds by url, renames, updates models and deletes', async () => {
    const project = (await create('Promo')).json();
    const byUrl = await sandbox.app.inject({
      method: 'GET',
      url: `/api/projects/by-url?project_url=${project.url}`,
      headers: DEMO_KEY,
    });
    expect(byUrl.json().id).toBe(project.id);
    const renamed = await sandbox.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: DEMO_KEY,
      payload: { name: 'Promo v2' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Promo v2', url: project.url });
    const models = { 'f4a2c1e0-0000-4000-8000-000000000001': { p: '1' } };
    const put = await sandbox.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: DEMO_KEY,
      payload: { models },
    });
    expect(put.json().models).toEqual(models);
    const deleted = await sandbox.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      headers: DEMO_KEY,
    });
    expect(deleted.json()).toEqual({ id: project.id });
    const gone = await sandbox.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: DEMO_KEY });
    expect(gone.statusCode).toBe(404);
    const missingUrl = await sandbox.app.inject({
      method: 'GET',
      url: '/api/projects/by-url?project_url=nope',
      headers: DEMO_KEY,
    });
    expect(missingUrl.statusCode).toBe(404);
  });

  it('isolates accounts: another user can neither see nor change a project', async () => {
    const project = (await create('Mine')).json();
    const othersList = await sandbox.app.inject({ method: 'GET', url: '/api/projects', headers: OTHER_KEY });
    expect(othersList.json().pagination.count).toBe(0);
    for (const [method, url, payload] of [
      ['GET', `/api/projects/${project.id}`, undefined],
      ['PATCH', `/api/projects/${project.id}`, { name: 'x' }],
      ['PUT', `/api/projects/${project.id}`, { models: {} }],
      ['DELETE', `/api/projects/${project.id}`, undefined],
      ['GET', `/api/projects/by-url?project_url=${project.url}`, undefined],
    ] as const) {
      const response = await sandbox.app.inject({ method, url, headers: OTHER_KEY, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await create('Theirs', demoId, OTHER_KEY)).statusCode).toBe(403);
  });

  it('keeps projects across a restart of the same data directory', async () => {
    const project = (await create('Durable')).json();
    const dataDir = sandbox.config.dataDir;
    await sandbox.app.close();
    const reopened = await createTestSandbox({ dataDir });
    const response = await reopened.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      headers: DEMO_KEY,
    });
    expect(response.json().name).toBe('Durable');
    await reopened.close();
    sandbox = await createTestSandbox();
  });
});
