import { useState } from 'react';
import type { Recording } from '../../../contract/gateway/recordings';
import { ApiError } from '../../lib/api-error';
import { deleteNote, saveNote } from '../../lib/notes-api';
import { Button } from '../ui/Button';

/** A recording's note: create, edit, delete. Text is rendered as text, never as markup. */
export function NoteEditor({ recording, onChanged }: { recording: Recording; onChanged: () => Promise<unknown> }) {
  const existing = recording.note?.text ?? '';
  const [text, setText] = useState(existing);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setPending(true);
    setError(null);
    try {
      await action();
      await onChanged();
      setEditing(false);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldErrors.text ?? caught.message) : 'Could not save the note');
    } finally {
      setPending(false);
    }
  }

  if (!editing) {
    return (
      <div className="space-y-2">
        {recording.note ? (
          <p className="text-sm whitespace-pre-wrap text-slate-800" data-testid="note-text">
            {recording.note.text}
          </p>
        ) : (
          <p className="text-sm text-slate-500">No note.</p>
        )}
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setText(existing);
              setEditing(true);
            }}
          >
            {recording.note ? 'Edit note' : 'Add note'}
          </Button>
          {recording.note && (
            <Button variant="ghost" disabled={pending} onClick={() => void run(() => deleteNote(recording.id))}>
              Delete note
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => saveNote(recording.id, text.trim(), Boolean(recording.note)));
      }}
    >
      <label className="block text-sm font-medium" htmlFor={`note-${recording.id}`}>
        Note
      </label>
      <textarea
        id={`note-${recording.id}`}
        value={text}
        maxLength={2000}
        rows={4}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <p className="text-xs text-slate-500">{text.length}/2000 characters</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending || text.trim().length === 0}>
          Save note
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
