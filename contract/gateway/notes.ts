import * as z from 'zod/mini';
import { Uuid } from './common';

/** Notes: one per recording, keyed by recording_id, no note id in any path (docs/service-api.md#notes). */

export const NOTE_MAX = 2000;

/** Notes are never empty: clearing a note is a DELETE, so an empty text is refused rather than stored. */
const NoteText = z.string().check(z.minLength(1), z.maxLength(NOTE_MAX));

export const NoteCreate = z.strictObject({ recording_id: Uuid, text: NoteText });
export type NoteCreate = z.infer<typeof NoteCreate>;
/** The API document names the PUT body separately; it is the POST body. @alias */
export const NoteUpdate = NoteCreate;
export type NoteUpdate = z.infer<typeof NoteUpdate>;
/** DELETE /api/notes carries a JSON body. */
export const NoteDelete = z.strictObject({ recording_id: Uuid });
export type NoteDelete = z.infer<typeof NoteDelete>;
export const NotesQuery = z.object({ folder_id: Uuid });

export const NoteResponse = z.looseObject({
  id: z.string(),
  recording_id: Uuid,
  text: z.string(),
  active: z.boolean(),
});
export type NoteResponse = z.infer<typeof NoteResponse>;
/** GET /api/notes answers a bare array of the folder's notes. */
export const NoteList = z.array(NoteResponse);
