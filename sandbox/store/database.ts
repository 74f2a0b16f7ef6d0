import Database from 'better-sqlite3';
import { chmodSync, closeSync, openSync } from 'node:fs';
import { privateDataDir, PRIVATE_FILE_MODE } from './private-files';
import path from 'node:path';
import { migrations } from './migrations';
import { keepRecordingJson } from './recording-json';

export type Db = Database.Database;

/**
 * Opens the sandbox's SQLite file with write-ahead logging and full fsync on commit, so a record that was
 * acknowledged survives a killed process, and brings its schema up to date.
 */
export function openDatabase(dataDir: string): Db {
  privateDataDir(dataDir);
  const file = path.join(dataDir, 'sandbox.sqlite');
  // SQLite gives its -wal and -shm files the database file's mode, so creating it 0600 covers all three.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  keepRecordingJson(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
