import { randomUUID } from 'node:crypto';
import type { Db } from './database';
import { digest, hashPassword } from './secrets';

/** The accounts every sandbox starts with (design.md); the second one exists to prove isolation. */
export const SEED_ACCOUNTS = [
  { email: 'demo@example.com', password: 'demo-password', apiKey: 'sandbox-demo-key', username: 'demo', first: 'Demo' },
  { email: 'other@example.com', password: 'other-password', apiKey: 'sandbox-other-key', username: 'other', first: 'Other' },
] as const;

export const INITIAL_CREDITS = 3600;

/** Creates the seed accounts that are missing; never touches an existing one, so restarts keep user changes. */
export function seedAccounts(db: Db): void {
  const exists = db.prepare('SELECT 1 FROM users WHERE email = ?');
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, username, first_name, last_name, password_hash, credits, initial_credits, created_at)
     VALUES (?, ?, ?, ?, 'User', ?, ?, ?, ?)`,
  );
  const insertKey = db.prepare('INSERT INTO api_keys (key_hash, user_id, expires_at, created_at) VALUES (?, ?, NULL, ?)');
  db.transaction(() => {
    for (const account of SEED_ACCOUNTS) {
      if (exists.get(account.email)) continue;
      const id = randomUUID();
      const now = new Date().toISOString();
      insertUser.run(id, account.email, account.username, account.first, hashPassword(account.password), INITIAL_CREDITS, INITIAL_CREDITS, now);
      insertKey.run(digest(account.apiKey), id, now);
    }
  })();
}
