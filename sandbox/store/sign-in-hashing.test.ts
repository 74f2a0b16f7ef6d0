import { mkdtempSync, rmSync } from 'node:fs';
import * as crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database';
import { seedAccounts } from './seed';
import { checkCredentials } from './user-repository';

// The real functions, watched: which scrypt a sign-in runs, and with what.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt), scryptSync: vi.fn(actual.scryptSync) };
});

let dataDir: string;
let db: Db;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sign-in-hashing-'));
  db = openDatabase(dataDir);
  seedAccounts(db);
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => vi.clearAllMocks());

/** What one sign-in asked of scrypt: the key length, and the password and salt sizes. */
async function hashingOf(email: string, password: string) {
  const user = await checkCredentials(db, email, password);
  const calls = vi
    .mocked(crypto.scrypt)
    .mock.calls.map(([secret, salt, length]) => [String(secret).length, (salt as Buffer).length, length]);
  vi.clearAllMocks();
  return { user, calls };
}

describe('sign-in hashing', () => {
  it('does the same scrypt work for an unknown e-mail as for a known one, and never the synchronous scrypt', async () => {
    const known = await hashingOf('demo@example.com', 'wrong-password');
    const unknown = await hashingOf('nobody@example.com', 'wrong-password');
    expect(known.user).toBeUndefined();
    expect(unknown.user).toBeUndefined();
    expect(known.calls).toEqual([[14, 16, 32]]);
    expect(unknown.calls).toEqual(known.calls);
    expect((await hashingOf('demo@example.com', 'demo-password')).user?.email).toBe('demo@example.com');
    expect(crypto.scryptSync).not.toHaveBeenCalled();
  });
});
