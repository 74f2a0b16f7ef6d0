import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * A prepared statement per SQL text and database, so a hot list route compiles its SQL once instead of on every
 * request (list SQL is assembled from the filters given, so it cannot be prepared at start-up).
 */
export function cachedStatement(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
