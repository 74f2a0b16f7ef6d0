import { chmodSync, mkdirSync } from 'node:fs';

/** DATA_DIR holds password hashes, session digests and users' recordings: only the server's own user reads it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates DATA_DIR as 0700, or narrows an existing one to it, so no other account on the machine can list or
 * read it whatever the modes of older files inside. New files are created 0600 where they are opened (the
 * modes above; the process's umask can only narrow them further).
 */
export function privateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dataDir, PRIVATE_DIR_MODE);
}
