import type { Db } from '../store/database';
import { findFolder } from '../store/folder-repository';
import { findProject } from '../store/project-repository';
import { findRecordingRow } from '../store/recording-repository';
import { forbidden, notFound } from '../../server-common/http-error';

/**
 * Every lookup by id goes through these: a missing row is 404, another account's row is 403
 * (docs/service-api.md#error-bodies), so no route can hand one user's data to another.
 */
function owned<T>(stored: T | undefined, ownerOf: (row: T) => string, userId: string, what: string): T {
  if (!stored) throw notFound(what);
  if (ownerOf(stored) !== userId) throw forbidden(what.toLowerCase());
  return stored;
}

export const ownedProject = (db: Db, userId: string, id: string) =>
  owned(findProject(db, id), (s) => s.userId, userId, 'Project').project;

export const ownedFolder = (db: Db, userId: string, id: string) =>
  owned(findFolder(db, id), (s) => s.userId, userId, 'Folder').folder;

export const ownedRecording = (db: Db, userId: string, id: string) =>
  owned(findRecordingRow(db, id), (r) => r.user_id, userId, 'Recording');
