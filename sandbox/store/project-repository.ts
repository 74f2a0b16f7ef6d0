import { randomUUID } from 'node:crypto';
import type { Project, ProjectListQuery } from '../../contract/gateway/projects';
import type { Db } from './database';
import { cachedStatement } from './statement-cache';

type ProjectRow = {
  id: string;
  name: string;
  slug: string;
  owner: string;
  url: string;
  user_id: string;
  models: string;
  active: number;
  created_at: string;
  last_recording_at: string;
};

const SORT_COLUMNS: Record<ProjectListQuery['sort'], string> = {
  name: 'name COLLATE NOCASE',
  created_at: 'created_at',
  last_recording_at: 'last_recording_at',
};

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    owner: row.owner,
    url: row.url,
    models: JSON.parse(row.models) as Project['models'],
    active: row.active === 1,
    created_at: row.created_at,
    last_recording_at: row.last_recording_at,
  };
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (slug || 'project').slice(0, 50);
}

/** Equal sort values (two projects made in one millisecond) keep the order they were made in: rowid, not the random id. */
export function listProjects(db: Db, userId: string, query: ProjectListQuery) {
  const where = query.owner ? 'user_id = ? AND owner = ?' : 'user_id = ?';
  const args = query.owner ? [userId, query.owner] : [userId];
  const count = (db.prepare(`SELECT COUNT(*) AS n FROM projects WHERE ${where}`).get(...args) as { n: number }).n;
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  const rows = db
    .prepare(
      `SELECT * FROM projects WHERE ${where} ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, rowid ${direction} LIMIT ? OFFSET ?`,
    )
    .all(...args, query.limit, query.offset) as ProjectRow[];
  return { list: rows.map(toProject), pagination: { count, limit: query.limit, offset: query.offset } };
}

export type StoredProject = { project: Project; userId: string };

export function findProject(db: Db, id: string): StoredProject | undefined {
  const row = cachedStatement(db, 'SELECT * FROM projects WHERE id = ?').get(id) as ProjectRow | undefined;
  return row && { project: toProject(row), userId: row.user_id };
}

export function findProjectByUrl(db: Db, url: string): StoredProject | undefined {
  const row = db.prepare('SELECT * FROM projects WHERE url = ?').get(url) as ProjectRow | undefined;
  return row && { project: toProject(row), userId: row.user_id };
}

export function createProject(
  db: Db,
  userId: string,
  input: { name: string; owner: string; models: Project['models'] },
): Project {
  const id = randomUUID();
  const now = new Date().toISOString();
  const slug = slugify(input.name);
  const url = `${slug}-${id.slice(0, 8)}`;
  db.prepare(
    `INSERT INTO projects (id, owner, user_id, name, slug, url, models, active, created_at, last_recording_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(id, input.owner, userId, input.name, slug, url, JSON.stringify(input.models), now, now);
  return findProject(db, id)!.project;
}

/** Renaming keeps the url: it is the project's stable lookup key. */
export function renameProject(db: Db, id: string, name: string): Project {
  db.prepare('UPDATE projects SET name = ?, slug = ? WHERE id = ?').run(name, slugify(name), id);
  return findProject(db, id)!.project;
}

export function updateProjectModels(db: Db, id: string, models: Project['models']): Project {
  db.prepare('UPDATE projects SET models = ? WHERE id = ?').run(JSON.stringify(models), id);
  return findProject(db, id)!.project;
}

export function deleteProject(db: Db, id: string): void {
  db.prepare('DELETE FROM projects WHERE id = ?').run(id);
}

/** The ids of every project the account owns. */
export function accountProjectIds(db: Db, userId: string): string[] {
  return (db.prepare('SELECT id FROM projects WHERE user_id = ?').all(userId) as { id: string }[]).map((row) => row.id);
}
