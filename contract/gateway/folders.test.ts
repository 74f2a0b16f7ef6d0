import { describe, expect, it } from 'vitest';
import {
  Folder,
  FolderCreate,
  FolderDeleteAnyResponse,
  FolderDeleteResponse,
  FolderIdParams,
  FolderList,
  FolderListQuery,
  FolderUpdate,
} from './folders';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const folder = {
  id: uuid,
  name: 'Takes',
  project_id: uuid,
  parent_id: null,
  active: true,
  created_at: '2024-03-14T12:00:00Z',
};

describe('folders', () => {
  it('reads a folder as a tolerant reader, with or without a parent', () => {
    expect(Folder.parse({ ...folder, colour: 'red' })).toMatchObject({ colour: 'red' });
    expect(Folder.safeParse({ ...folder, parent_id: uuid }).success).toBe(true);
    const { parent_id: _parent, ...withoutParent } = folder;
    expect(Folder.safeParse(withoutParent).success).toBe(true);
    const { active: _active, ...withoutActive } = folder;
    expect(Folder.safeParse(withoutActive).success).toBe(false);
    expect(FolderList.safeParse({ list: [folder], pagination: { count: 1, limit: 50, offset: 0 } }).success).toBe(true);
  });

  it('requires project_id, limits paging to 0..200 and defaults it', () => {
    expect(FolderListQuery.parse({ project_id: uuid })).toEqual({
      project_id: uuid,
      limit: 50,
      offset: 0,
      direction: 'desc',
    });
    expect(FolderListQuery.safeParse({ project_id: uuid, limit: '0' }).success).toBe(true);
    expect(FolderListQuery.safeParse({ project_id: uuid, limit: '200' }).success).toBe(true);
    expect(FolderListQuery.safeParse({ project_id: uuid, limit: '201' }).success).toBe(false);
    expect(FolderListQuery.safeParse({ project_id: uuid, limit: '-1' }).success).toBe(false);
    expect(FolderListQuery.safeParse({ project_id: uuid, offset: '-1' }).success).toBe(false);
    expect(FolderListQuery.safeParse({ project_id: uuid, direction: 'asc' }).success).toBe(true);
    expect(FolderListQuery.safeParse({ project_id: uuid, direction: 'up' }).success).toBe(false);
    expect(FolderListQuery.safeParse({}).success).toBe(false);
    expect(FolderListQuery.safeParse({ project_id: 'x' }).success).toBe(false);
  });

  it('creates with a 1..40 name, a project and an optional parent; unknown fields are refused', () => {
    expect(FolderCreate.safeParse({ name: 'a'.repeat(40), project_id: uuid }).success).toBe(true);
    expect(FolderCreate.safeParse({ name: 'a'.repeat(41), project_id: uuid }).success).toBe(false);
    expect(FolderCreate.safeParse({ name: '', project_id: uuid }).success).toBe(false);
    expect(FolderCreate.safeParse({ name: 'a' }).success).toBe(false);
    expect(FolderCreate.safeParse({ project_id: uuid }).success).toBe(false);
    expect(FolderCreate.safeParse({ name: 'a', project_id: uuid, parent_id: uuid }).success).toBe(true);
    expect(FolderCreate.safeParse({ name: 'a', project_id: uuid, parent_id: 'x' }).success).toBe(false);
    expect(FolderCreate.safeParse({ name: 'a', project_id: uuid, colour: 'red' }).success).toBe(false);
  });

  it('renames with a 1..40 name only', () => {
    expect(FolderUpdate.safeParse({ name: 'a'.repeat(40) }).success).toBe(true);
    expect(FolderUpdate.safeParse({ name: 'a'.repeat(41) }).success).toBe(false);
    expect(FolderUpdate.safeParse({}).success).toBe(false);
    expect(FolderUpdate.safeParse({ name: 'a', project_id: uuid }).success).toBe(false);
  });

  it('answers a delete with an array of uuids; readers also take C24 {id} objects', () => {
    expect(FolderDeleteResponse.safeParse([uuid, uuid]).success).toBe(true);
    expect(FolderDeleteResponse.safeParse([{ id: uuid }]).success).toBe(false);
    expect(FolderDeleteAnyResponse.parse([uuid])).toEqual([uuid]);
    expect(FolderDeleteAnyResponse.parse([{ id: uuid }])).toEqual([uuid]);
  });

  it('takes a uuid folder_id in the path', () => {
    expect(FolderIdParams.safeParse({ folder_id: uuid }).success).toBe(true);
    expect(FolderIdParams.safeParse({ folder_id: '1' }).success).toBe(false);
  });
});
