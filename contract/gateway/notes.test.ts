import { describe, expect, it } from 'vitest';
import { NOTE_MAX, NoteCreate, NoteDelete, NoteList, NoteResponse, NotesQuery, NoteUpdate } from './notes';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';

describe('notes', () => {
  it.each([
    ['create', NoteCreate],
    ['update', NoteUpdate],
  ])('%s: recording_id and text of 1..2000 are required', (_name, schema) => {
    expect(NOTE_MAX).toBe(2000);
    expect(schema.safeParse({ recording_id: uuid, text: 'a' }).success).toBe(true);
    expect(schema.safeParse({ recording_id: uuid, text: 'a'.repeat(2000) }).success).toBe(true);
    expect(schema.safeParse({ recording_id: uuid, text: 'a'.repeat(2001) }).success).toBe(false);
    expect(schema.safeParse({ recording_id: uuid, text: '' }).success).toBe(false);
    expect(schema.safeParse({ recording_id: uuid }).success).toBe(false);
    expect(schema.safeParse({ text: 'a' }).success).toBe(false);
    expect(schema.safeParse({ recording_id: 'x', text: 'a' }).success).toBe(false);
    expect(schema.safeParse({ recording_id: uuid, text: 'a', id: 'n' }).success).toBe(false);
  });

  it('deletes by recording_id only', () => {
    expect(NoteDelete.safeParse({ recording_id: uuid }).success).toBe(true);
    expect(NoteDelete.safeParse({}).success).toBe(false);
    expect(NoteDelete.safeParse({ recording_id: uuid, text: 'a' }).success).toBe(false);
  });

  it('lists a folder by folder_id', () => {
    expect(NotesQuery.safeParse({ folder_id: uuid }).success).toBe(true);
    expect(NotesQuery.safeParse({}).success).toBe(false);
    expect(NotesQuery.safeParse({ folder_id: 'x' }).success).toBe(false);
  });

  it('reads notes with all four fields, as one or as a list', () => {
    const note = { id: 'n1', recording_id: uuid, text: 'Good take', active: true };
    expect(NoteResponse.safeParse({ ...note, created_at: 'later' }).success).toBe(true);
    expect(NoteList.safeParse([note]).success).toBe(true);
    for (const key of Object.keys(note)) {
      const { [key as keyof typeof note]: _dropped, ...rest } = note;
      expect(NoteResponse.safeParse(rest).success, key).toBe(false);
    }
  });
});
