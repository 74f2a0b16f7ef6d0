import type { User } from '../../contract/gateway/auth';
import type { Db } from './database';
import { cachedStatement } from './statement-cache';
import { digest, newToken, UNMATCHABLE_HASH, verifyPassword } from './secrets';

type UserRow = {
  id: string;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  credits: number;
  initial_credits: number;
};

/** Default session lifetime when login does not ask for one: a working week. */
const DEFAULT_SESSION_SECONDS = 7 * 24 * 3600;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    verified: true,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    roles: ['user'],
    groups: [],
    data: {},
  };
}

/** The account and expiry of an API key, by the key's digest (looked up on every request: statement kept). */
export function findApiKey(db: Db, keyHash: string): { user_id: string; expires_at: string | null } | undefined {
  return cachedStatement(db, 'SELECT user_id, expires_at FROM api_keys WHERE key_hash = ?').get(keyHash) as
    { user_id: string; expires_at: string | null } | undefined;
}

/** A signed-in session by its id's digest. */
export function findSession(
  db: Db,
  sessionHash: string,
): { user_id: string; csrf_token: string; expires_at: string } | undefined {
  return cachedStatement(db, 'SELECT user_id, csrf_token, expires_at FROM sessions WHERE id_hash = ?').get(
    sessionHash,
  ) as { user_id: string; csrf_token: string; expires_at: string } | undefined;
}

export function findUser(db: Db, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** The account with this e-mail and password. An unknown e-mail costs the same hashing as a wrong password. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | undefined> {
  const row = db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
  const matches = await verifyPassword(password, row?.password_hash ?? UNMATCHABLE_HASH);
  return row && matches ? row : undefined;
}

export function createSession(db: Db, userId: string, durationSeconds = DEFAULT_SESSION_SECONDS) {
  const sessionId = newToken(24);
  const csrfToken = newToken(24);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + durationSeconds * 1000);
  db.prepare('INSERT INTO sessions (id_hash, user_id, csrf_token, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    digest(sessionId),
    userId,
    csrfToken,
    expiresAt.toISOString(),
    now.toISOString(),
  );
  return { sessionId, csrfToken, durationSeconds };
}

export function deleteSession(db: Db, sessionHash: string): void {
  db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(sessionHash);
}

/** One key per account, as the document's DELETE /api/api-key implies: a new key replaces the old ones. */
export function replaceApiKey(db: Db, userId: string, expiresAt: string): string {
  const key = newToken();
  db.transaction(() => {
    db.prepare('DELETE FROM api_keys WHERE user_id = ?').run(userId);
    db.prepare('INSERT INTO api_keys (key_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
      digest(key),
      userId,
      expiresAt,
      new Date().toISOString(),
    );
  })();
  return key;
}

export function deleteApiKeys(db: Db, userId: string): number {
  return db.prepare('DELETE FROM api_keys WHERE user_id = ?').run(userId).changes;
}

/** Charges a finished conversion; the balance never goes below zero. */
export function spendCredits(db: Db, userId: string, amount: number): void {
  // Kept in hundredths of a credit, as prices are (contract/gateway/pricing.ts), so no float drift builds up.
  db.prepare('UPDATE users SET credits = MAX(0, ROUND(credits - ?, 2)) WHERE id = ?').run(amount, userId);
}
