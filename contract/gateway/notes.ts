import { z } from 'zod';
import { Uuid } from './common';

/** Notes: one per recording, keyed by recording_id (api-facts §3.9). */

export const NOTE_MAX = 2000;

export const NoteCreate = z.strictObject({ recording_id: Uuid, text: z.string().min(1).max(NOTE_MAX) });
export const NoteUpdate = NoteCreate;
export const NoteDelete = z.strictObject({ recording_id: Uuid });
export const NotesQuery = z.object({ folder_id: Uuid });

export const NoteResponse = z.looseObject({ id: z.string(), recording_id: Uuid, text: z.string(), active: z.boolean() });
export type NoteResponse = z.infer<typeof NoteResponse>;
