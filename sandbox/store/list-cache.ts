import type { Db } from './database';

/**
 * Values read from the database (list pages as response bytes, a list's ids in order), kept while the database
 * is unchanged. The sandbox has one SQLite connection, and SQLite's total_changes() counts every row any statement on it has inserted, updated or deleted, so an equal
 * count means nothing a page shows can have changed: a poll of the same page (the studio polls folders while
 * conversions run) is answered from memory, and the first write after it makes every kept page stale at once.
 */
export class ListCache {
  private readonly entries = new Map<string, { changes: number; value: unknown }>();
  private readonly totalChanges;

  constructor(
    db: Db,
    private readonly capacity = 64,
  ) {
    this.totalChanges = db.prepare('SELECT total_changes()').pluck();
  }

  /** The value for `key` (which must name everything the value depends on, the caller included). */
  remember<T>(key: string, build: () => T): T {
    const changes = this.totalChanges.get() as number;
    const kept = this.entries.get(key);
    if (kept && kept.changes === changes) return kept.value as T;
    const value = build();
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { changes, value });
    return value;
  }
}
