import { randomUUID } from 'node:crypto';
import type { Folder } from '../../contract/gateway/folders';
import type { Db } from './database';
import { cachedStatement } from './statement-cache';

type FolderRow = {
  id: string;
  project_id: string;
  parent_id: string | null;
  user_id: string;
  name: string;
  active: number;
  created_at: string;
};

export type StoredFolder = { folder: Folder; userId: string };

const toFolder = (row: FolderRow): Folder => ({
  id: row.id,
  name: row.name,
  project_id: row.project_id,
  parent_id: row.parent_id,
  active: row.active === 1,
  created_at: row.created_at,
});

export function findFolder(db: Db, id: string): StoredFolder | undefined {
  const row = cachedStatement(db, 'SELECT * FROM folders WHERE id = ?').get(id) as FolderRow | undefined;
  return row && { folder: toFolder(row), userId: row.user_id };
}

/** Folders made in one millisecond keep the order they were made in (rowid), as projects do. */
export function listFolders(
  db: Db,
  projectId: string,
  page: { limit: number; offset: number; direction: 'asc' | 'desc' },
) {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM folders WHERE project_id = ?').get(projectId) as { n: number })
    .n;
  const order = page.direction === 'asc' ? 'ASC' : 'DESC';
  const rows = db
    .prepare(`SELECT * FROM folders WHERE project_id = ? ORDER BY created_at ${order}, rowid ${order} LIMIT ? OFFSET ?`)
    .all(projectId, page.limit, page.offset) as FolderRow[];
  return { list: rows.map(toFolder), pagination: { count, limit: page.limit, offset: page.offset } };
}

export function createFolder(
  db: Db,
  userId: string,
  input: { name: string; project_id: string; parent_id?: string | undefined },
): Folder {
  const id = randomUUID();
  db.prepare(
    'INSERT INTO folders (id, project_id, parent_id, user_id, name, active, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  ).run(id, input.project_id, input.parent_id ?? null, userId, input.name, new Date().toISOString());
  return findFolder(db, id)!.folder;
}

export function renameFolder(db: Db, id: string, name: string): Folder {
  db.prepare('UPDATE folders SET name = ? WHERE id = ?').run(name, id);
  return findFolder(db, id)!.folder;
}

/** The folder and every folder nested below it, parents first. */
export function folderSubtree(db: Db, id: string): string[] {
  const rows = db
    .prepare(
      `WITH RECURSIVE tree(id) AS (SELECT id FROM folders WHERE id = ? UNION ALL SELECT f.id FROM folders f JOIN tree ON f.parent_id = tree.id)
       SELECT id FROM tree`,
    )
    .all(id) as { id: string }[];
  return rows.map((row) => row.id);
}

export function deleteFolder(db: Db, id: string): void {
  db.prepare('DELETE FROM folders WHERE id = ?').run(id);
}

/** The ids of every folder the account owns. */
export function accountFolderIds(db: Db, userId: string): string[] {
  return (db.prepare('SELECT id FROM folders WHERE user_id = ?').all(userId) as { id: string }[]).map((row) => row.id);
}

/** Every folder of a project with its parent, for building folder paths. */
export function projectFolderTree(
  db: Db,
  projectId: string,
): Array<{ id: string; name: string; parent_id: string | null }> {
  return db.prepare('SELECT id, name, parent_id FROM folders WHERE project_id = ?').all(projectId) as Array<{
    id: string;
    name: string;
    parent_id: string | null;
  }>;
}
