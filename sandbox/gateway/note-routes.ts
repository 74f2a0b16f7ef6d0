import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NoteCreate, NoteDelete, NotesQuery, NoteUpdate } from '../../contract/gateway/notes';
import type { Db } from '../store/database';
import {
  deleteNote,
  insertNote,
  noteOfRecording,
  notesInFolder,
  updateNoteText,
  type NoteRow,
} from '../store/note-repository';
import { callerOf } from './auth-hook';
import { HttpError, notFound } from '../../server-common/http-error';
import { ownedFolder, ownedRecording } from './ownership';

const toNote = (row: NoteRow) => ({
  id: row.id,
  recording_id: row.recording_id,
  text: row.text,
  active: row.active === 1,
});

/** Notes: one per recording, addressed by recording_id (docs/service-api.md#notes). */
export function noteRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/notes', { schema: { querystring: NotesQuery } }, async (request) => {
    ownedFolder(db, callerOf(request).userId, request.query.folder_id);
    return notesInFolder(db, request.query.folder_id).map(toNote);
  });

  api.post('/api/notes', { schema: { body: NoteCreate } }, async (request) => {
    const { userId } = callerOf(request);
    ownedRecording(db, userId, request.body.recording_id);
    if (noteOfRecording(db, request.body.recording_id))
      throw new HttpError(400, 'This recording already has a note; update it with PUT');
    insertNote(db, { recordingId: request.body.recording_id, userId, text: request.body.text });
    return toNote(noteOfRecording(db, request.body.recording_id)!);
  });

  api.put('/api/notes', { schema: { body: NoteUpdate } }, async (request) => {
    ownedRecording(db, callerOf(request).userId, request.body.recording_id);
    if (!noteOfRecording(db, request.body.recording_id)) throw notFound('Note');
    updateNoteText(db, request.body.recording_id, request.body.text);
    return toNote(noteOfRecording(db, request.body.recording_id)!);
  });

  api.delete('/api/notes', { schema: { body: NoteDelete } }, async (request) => {
    ownedRecording(db, callerOf(request).userId, request.body.recording_id);
    const note = noteOfRecording(db, request.body.recording_id);
    if (!note) throw notFound('Note');
    deleteNote(db, request.body.recording_id);
    return toNote(note);
  });
}
