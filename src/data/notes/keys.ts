/**
 * One root for /api/notes: a folder's notes. A note is also embedded in its recording (`recording.note`), so
 * note mutations invalidate the recording's entries too (recordings/recording-cache.ts).
 */
export const noteKeys = {
  all: ['notes'] as const,
  ofFolder: (folderId: string) => [...noteKeys.all, 'folder', folderId] as const,
};
