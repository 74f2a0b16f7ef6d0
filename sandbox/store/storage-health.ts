import { statfsSync } from 'node:fs';

/** Error codes that mean the disk (or the user's quota, or SQLite's own page limit) has no room left. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
/** How long a write that failed for lack of room keeps the sandbox "not ready" without another one. */
const REMEMBERED_MS = 30_000;
/** Below this much free space the data directory counts as full before any write fails. */
const MIN_FREE_BYTES = 16 * 1024 * 1024;

/** What the health route says while storage is full, and how a refused write begins its answer. */
export const STORAGE_FULL = "The server's storage is full";

/** Whether an error (or the error it wraps) says that storage is full. */
export function isStorageFull(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Whether DATA_DIR can take writes, for the health route: full when the file system reports less than 16 MB
 * free, or when a write failed for lack of room in the last 30 s (a quota or SQLite's page limit is not visible
 * in the file system's figures). It recovers by itself once space is freed and writes succeed again.
 */
export class StorageHealth {
  private lastFullAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly dataDir: string) {}

  noteFull(): void {
    this.lastFullAt = Date.now();
  }

  isFull(): boolean {
    if (Date.now() - this.lastFullAt < REMEMBERED_MS) return true;
    try {
      const { bavail, bsize } = statfsSync(this.dataDir);
      return bavail * bsize < MIN_FREE_BYTES;
    } catch {
      return false;
    }
  }
}
