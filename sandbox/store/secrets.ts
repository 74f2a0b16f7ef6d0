import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Password hashing (scrypt) and opaque token helpers; tokens are stored only as SHA-256 digests. */

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 22 URL-safe characters, the format of the real service's keys. */
export function newToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
