import { NoteResponse } from '../../contract/gateway/notes';
import { apiJson } from './api-client';

/** Notes are keyed by recording (one per recording): originals and conversions alike. */
export const saveNote = (recordingId: string, text: string, exists: boolean) =>
  apiJson(NoteResponse, '/api/notes', { method: exists ? 'PUT' : 'POST', body: { recording_id: recordingId, text } });

export const deleteNote = (recordingId: string) => apiJson(NoteResponse, '/api/notes', { method: 'DELETE', body: { recording_id: recordingId } });
