import type { AudioFiles } from './audio-files';
import type { Db } from './database';

type FileRef = { id: string; file_ext: string | null };

/**
 * Deletes rows whose foreign keys cascade to recordings and notes, then the audio and peaks files of every
 * recording that went with them. Files go after the commit: a crash in between leaves unreferenced files,
 * never a record without its audio.
 */
export function deleteWithFiles(db: Db, files: AudioFiles, doomed: FileRef[], deleteRows: () => void): void {
  db.transaction(deleteRows)();
  for (const ref of doomed) files.removeRecording(ref.id, ref.file_ext);
}

export const projectRecordings = (db: Db, projectId: string) =>
  db.prepare('SELECT id, file_ext FROM recordings WHERE project_id = ?').all(projectId) as FileRef[];

export const folderRecordings = (db: Db, folderIds: string[]) =>
  folderIds.length === 0
    ? []
    : (db
        .prepare(
          `SELECT id, file_ext FROM recordings WHERE parent_folder_id IN (${folderIds.map(() => '?').join(', ')})`,
        )
        .all(...folderIds) as FileRef[]);
