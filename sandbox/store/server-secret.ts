import { randomBytes } from 'node:crypto';
import type { Db } from './database';

/** The sandbox's own secret called `name`: 32 random bytes made the first time and kept in the database after. */
export function serverSecret(db: Db, name: string): Buffer {
  db.prepare('INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)').run(name, randomBytes(32));
  return (db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: Buffer }).value;
}
