import { describe, expect, it } from 'vitest';
import {
  Project,
  ProjectByUrlQuery,
  ProjectCreate,
  ProjectDeleteResponse,
  ProjectExportQuery,
  ProjectIdParams,
  ProjectListQuery,
  ProjectRename,
  ProjectSort,
  ProjectUpdate,
} from './projects';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const project = {
  id: uuid,
  name: 'Promo',
  slug: 'promo',
  owner: uuid,
  url: 'promo',
  models: {},
  active: true,
  created_at: '2024-03-14T12:00:00Z',
  last_recording_at: '2024-03-14T12:00:00Z',
};

describe('projects', () => {
  it('reads a project; unknown fields pass, documented ones are required', () => {
    expect(Project.safeParse({ ...project, extra: 1 }).success).toBe(true);
    expect(Project.safeParse({ ...project, models: { [uuid]: { pitch: '1' } } }).success).toBe(true);
    const { slug: _slug, ...noSlug } = project;
    expect(Project.safeParse(noSlug).success).toBe(false);
    expect(Project.safeParse({ ...project, slug: 'a'.repeat(61) }).success).toBe(false);
    expect(Project.safeParse({ ...project, url: 'a'.repeat(201) }).success).toBe(false);
  });

  it('lists with limit 0..100 default 50 and the three sorts', () => {
    expect(ProjectSort.options).toEqual(['name', 'created_at', 'last_recording_at']);
    expect(ProjectListQuery.parse({})).toEqual({ limit: 50, offset: 0, sort: 'created_at', direction: 'desc' });
    expect(ProjectListQuery.safeParse({ limit: '100', owner: uuid }).success).toBe(true);
    expect(ProjectListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ProjectListQuery.safeParse({ sort: 'size' }).success).toBe(false);
    expect(ProjectListQuery.safeParse({ owner: 'me' }).success).toBe(false);
  });

  it('creates with a 1..40 name and an owner; models default to {}', () => {
    expect(ProjectCreate.parse({ name: 'a'.repeat(40), owner: uuid }).models).toEqual({});
    expect(ProjectCreate.safeParse({ name: 'a'.repeat(41), owner: uuid }).success).toBe(false);
    expect(ProjectCreate.safeParse({ name: 'a' }).success).toBe(false);
    expect(ProjectCreate.safeParse({ name: 'a', owner: uuid, colour: 'red' }).success).toBe(false);
  });

  it('renames, updates models, finds by url, exports and deletes', () => {
    expect(ProjectRename.safeParse({ name: '' }).success).toBe(false);
    expect(ProjectUpdate.safeParse({ models: { m: { p: 'v' } } }).success).toBe(true);
    expect(ProjectUpdate.safeParse({}).success).toBe(false);
    expect(ProjectByUrlQuery.safeParse({}).success).toBe(false);
    expect(ProjectExportQuery.parse({})).toEqual({ starred_only: false });
    expect(ProjectDeleteResponse.safeParse({ id: uuid }).success).toBe(true);
    expect(ProjectIdParams.safeParse({ project_id: 'x' }).success).toBe(false);
  });
});
