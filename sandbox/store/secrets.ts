import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** Password hashing (scrypt) and opaque token helpers; tokens are stored only as SHA-256 digests. */

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** Synchronous: only the seed accounts are hashed, once, at start-up. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/**
 * Whether `password` matches `stored`. scrypt runs on libuv's thread pool, so a sign-in never holds the event
 * loop for the tens of milliseconds it costs.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash that no password matches (random salt and digest). A sign-in for an unknown e-mail is
 * checked against it, so it costs the same scrypt work as one for an account, and its timing does not tell
 * which addresses have accounts.
 */
export const UNMATCHABLE_HASH = `scrypt$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 22 URL-safe characters, the format of the real service's keys. */
export function newToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
