import { randomUUID } from 'node:crypto';
import type { Db } from './database';

/** A note as the API shows it; each recording has at most one, so the recording id addresses it. */
export type NoteRow = { id: string; recording_id: string; text: string; active: number };

export function noteOfRecording(db: Db, recordingId: string): NoteRow | undefined {
  return db.prepare('SELECT id, recording_id, text, active FROM notes WHERE recording_id = ?').get(recordingId) as
    NoteRow | undefined;
}

/** The notes on the recordings directly in a folder. */
export function notesInFolder(db: Db, folderId: string): NoteRow[] {
  return db
    .prepare(
      'SELECT n.id, n.recording_id, n.text, n.active FROM notes n JOIN recordings r ON r.id = n.recording_id WHERE r.parent_folder_id = ?',
    )
    .all(folderId) as NoteRow[];
}

export function insertNote(db: Db, fields: { recordingId: string; userId: string; text: string }): void {
  db.prepare('INSERT INTO notes (id, recording_id, user_id, text, active, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(
    randomUUID(),
    fields.recordingId,
    fields.userId,
    fields.text,
    new Date().toISOString(),
  );
}

export function updateNoteText(db: Db, recordingId: string, text: string): void {
  db.prepare('UPDATE notes SET text = ? WHERE recording_id = ?').run(text, recordingId);
}

export function deleteNote(db: Db, recordingId: string): void {
  db.prepare('DELETE FROM notes WHERE recording_id = ?').run(recordingId);
}
