import { randomUUID } from 'node:crypto';
import type { Db } from './database';
import { digest, hashPassword } from './secrets';

/** The accounts every sandbox starts with (sandbox/README.md); the second one exists to prove isolation. */
export const SEED_ACCOUNTS = [
  { email: 'demo@example.com', password: 'demo-password', apiKey: 'sandbox-demo-key', username: 'demo', first: 'Demo' },
  {
    email: 'other@example.com',
    password: 'other-password',
    apiKey: 'sandbox-other-key',
    username: 'other',
    first: 'Other',
  },
] as const;

const INITIAL_CREDITS = 3600;

type Account = { email: string; password: string; apiKey: string; username: string; first: string };

/** Creates the seed accounts that are missing; never touches an existing one, so restarts keep user changes. */
export function seedAccounts(db: Db): void {
  const exists = db.prepare('SELECT 1 FROM users WHERE email = ?');
  db.transaction(() => {
    for (const account of SEED_ACCOUNTS) if (!exists.get(account.email)) insertAccount(db, account);
  })();
}

/**
 * One account as new as the seed ones (initial credits, one API key). The browser tests also call it, on a
 * shared sandbox's database, to give each test file an account of its own.
 */
export function insertAccount(db: Db, account: Account): void {
  const id = randomUUID();
  const now = new Date().toISOString();
  db.prepare(
    `INSERT INTO users (id, email, username, first_name, last_name, password_hash, credits, initial_credits, created_at)
     VALUES (?, ?, ?, ?, 'User', ?, ?, ?, ?)`,
  ).run(
    id,
    account.email,
    account.username,
    account.first,
    hashPassword(account.password),
    INITIAL_CREDITS,
    INITIAL_CREDITS,
    now,
  );
  db.prepare('INSERT INTO api_keys (key_hash, user_id, expires_at, created_at) VALUES (?, ?, NULL, ?)').run(
    digest(account.apiKey),
    id,
    now,
  );
}
