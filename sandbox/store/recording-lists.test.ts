import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { createFolder } from './folder-repository';
import { ListCache } from './list-cache';
import { createProject } from './project-repository';
import { insertRecording, listRecordings, listRecordingsPlan, updateRecording } from './recording-repository';
import { seedAccounts } from './seed';

let dataDir: string;
let db: Db;
let userId: string;
let folderId: string;
let projectId: string;
let originalId: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'recording-lists-'));
  db = openDatabase(dataDir);
  seedAccounts(db);
  userId = (db.prepare("SELECT id FROM users WHERE email = 'demo@example.com'").get() as { id: string }).id;
  projectId = createProject(db, userId, { name: 'Lists', owner: userId, models: {} }).id;
  folderId = createFolder(db, userId, { name: 'Takes', project_id: projectId }).id;
  const base = { user_id: userId, project_id: projectId, parent_folder_id: folderId, state: 'done' as const, file_ext: 'wav' };
  // Many rows share a millisecond: the id tiebreak decides their order.
  db.transaction(() => {
    for (let i = 0; i < 250; i++) insertRecording(db, { ...base, type: 'original', label: `Take ${i}` });
  })();
  originalId = (db.prepare('SELECT id FROM recordings LIMIT 1').get() as { id: string }).id;
  for (let i = 0; i < 3; i++) insertRecording(db, { ...base, type: 'converted', original_id: originalId });
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const filters = () => [
  { userId, type: 'original' as const, folderId },
  { userId, folderId },
  { userId, projectId },
  { userId },
  { userId, type: 'converted' as const, originalId },
];

describe('recording lists', () => {
  it('are served in list order straight from an index: no temporary B-tree for any filter or direction', () => {
    for (const filter of filters()) {
      for (const direction of ['asc', 'desc'] as const) {
        const plan = listRecordingsPlan(db, filter, { limit: 100, offset: 50, direction });
        expect(plan.join('\n'), JSON.stringify(filter)).not.toMatch(/TEMP B-TREE/);
        expect(plan[0], JSON.stringify(filter)).toMatch(/COVERING INDEX/);
      }
    }
  });

  it('page through every row exactly once, newest first or oldest first, ties broken by id', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const seen: Array<{ id: string; created_at: string }> = [];
      for (let offset = 0; offset < 250; offset += 100) seen.push(...listRecordings(db, { userId, type: 'original', folderId }, { limit: 100, offset, direction }).list);
      expect(new Set(seen.map((row) => row.id)).size).toBe(250);
      const sorted = [...seen].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
      expect(seen.map((row) => row.id)).toEqual((direction === 'asc' ? sorted : sorted.reverse()).map((row) => row.id));
    }
    expect(listRecordings(db, { userId, type: 'original', folderId }, { limit: 100, offset: 200, direction: 'desc' }).pagination).toEqual({ count: 250, limit: 100, offset: 200 });
  });

  it('keep a serialized page only while nothing is written', () => {
    const cache = new ListCache(db);
    let builds = 0;
    const page = () => cache.json('page', () => (builds++, listRecordings(db, { userId, type: 'original', folderId }, { limit: 5, offset: 0, direction: 'desc' })));
    const first = page();
    expect(page()).toBe(first);
    expect(builds).toBe(1);
    const newest = (JSON.parse(first) as { list: Array<{ id: string }> }).list[0]!.id;
    updateRecording(db, newest, { label: 'Renamed', starred: 1 });
    const after = JSON.parse(page()) as { list: Array<{ id: string; label: string; starred: boolean }> };
    expect(builds).toBe(2);
    expect(after.list[0]).toMatchObject({ id: newest, label: 'Renamed', starred: true });

    const count = () => listRecordings(db, { userId, type: 'original', folderId }, { limit: 1, offset: 0, direction: 'desc' }, cache).pagination.count;
    expect(count()).toBe(250);
    insertRecording(db, { user_id: userId, project_id: projectId, parent_folder_id: folderId, type: 'original', state: 'processing' });
    expect(count()).toBe(251);
  });
});
