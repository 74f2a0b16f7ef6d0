import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { seedAccounts } from './seed';
import { checkCredentials } from './user-repository';

// The servers' tests share modules between files (no module mocks), so this watches what a sign-in does from the
// outside: how long it takes, and whether the event loop keeps turning meanwhile.

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

/** One check's wall time, and how many times the event loop turned while it ran. */
async function observe(email: string, password: string) {
  let turns = 0;
  const ticker = setInterval(() => turns++, 0);
  const started = performance.now();
  const user = await checkCredentials(db, email, password);
  const ms = performance.now() - started;
  clearInterval(ticker);
  return { user, ms, turns };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('sign-in hashing', () => {
  it('costs an unknown e-mail the same scrypt work as a known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      known.push((await observe('demo@example.com', 'wrong-password')).ms);
      unknown.push((await observe('nobody@example.com', 'wrong-password')).ms);
    }
    // Without the stand-in hash an unknown e-mail answered in ~1 ms against ~40 ms for a known one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('hashes off the event loop, and still signs the owner in', async () => {
    const wrong = await observe('nobody@example.com', 'wrong-password');
    expect(wrong.user).toBeUndefined();
    // scryptSync would hold the loop for the whole check: not one timer could fire before it returned.
    expect(wrong.turns).toBeGreaterThan(0);
    expect((await observe('demo@example.com', 'demo-password')).user?.email).toBe('demo@example.com');
  });
});
