import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { NoteCreate, NoteDelete, NotesQuery, NoteUpdate } from '../../contract/gateway/notes';
import type { Db } from '../store/database';
import { callerOf } from './auth-hook';
import { HttpError, notFound } from '../../contract/http-error';
import { ownedFolder, ownedRecording } from './ownership';

type NoteRow = { id: string; recording_id: string; text: string; active: number };
const toNote = (row: NoteRow) => ({ id: row.id, recording_id: row.recording_id, text: row.text, active: row.active === 1 });

/** Notes: one per recording, addressed by recording_id (api-facts §3.9). */
export function noteRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noteOf = (recordingId: string) =>
    db.prepare('SELECT id, recording_id, text, active FROM notes WHERE recording_id = ?').get(recordingId) as NoteRow | undefined;

  api.get('/api/notes', { schema: { querystring: NotesQuery } }, async (request) => {
    ownedFolder(db, callerOf(request).userId, request.query.folder_id);
    const rows = db
      .prepare('SELECT n.id, n.recording_id, n.text, n.active FROM notes n JOIN recordings r ON r.id = n.recording_id WHERE r.parent_folder_id = ?')
      .all(request.query.folder_id) as NoteRow[];
    return rows.map(toNote);
  });

  api.post('/api/notes', { schema: { body: NoteCreate } }, async (request) => {
    const { userId } = callerOf(request);
    ownedRecording(db, userId, request.body.recording_id);
    if (noteOf(request.body.recording_id)) throw new HttpError(400, 'This recording already has a note; update it with PUT');
    db.prepare('INSERT INTO notes (id, recording_id, user_id, text, active, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(
      randomUUID(),
      request.body.recording_id,
      userId,
      request.body.text,
      new Date().toISOString(),
    );
    return toNote(noteOf(request.body.recording_id)!);
  });

  api.put('/api/notes', { schema: { body: NoteUpdate } }, async (request) => {
    ownedRecording(db, callerOf(request).userId, request.body.recording_id);
    if (!noteOf(request.body.recording_id)) throw notFound('Note');
    db.prepare('UPDATE notes SET text = ? WHERE recording_id = ?').run(request.body.text, request.body.recording_id);
    return toNote(noteOf(request.body.recording_id)!);
  });

  api.delete('/api/notes', { schema: { body: NoteDelete } }, async (request) => {
    ownedRecording(db, callerOf(request).userId, request.body.recording_id);
    const note = noteOf(request.body.recording_id);
    if (!note) throw notFound('Note');
    db.prepare('DELETE FROM notes WHERE recording_id = ?').run(request.body.recording_id);
    return toNote(note);
  });
}
