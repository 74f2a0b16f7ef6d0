import { useState } from 'react';
import { NOTE_MAX } from '../../../contract/gateway/notes';
import type { Recording } from '../../../contract/gateway/recordings';
import { ApiError } from '../../lib/api-error';
import { useDraft } from '../../lib/use-draft';
import { deleteNote, saveNote } from '../../lib/notes-api';
import { Button } from '../ui/Button';

/**
 * A recording's note: create, edit, delete. Text is rendered as text, never as markup. An edit in progress is
 * kept as a draft, so a failed save, a sign-in in the middle or a reload does not lose it (a restored draft
 * reopens the editor).
 */
export function NoteEditor({ recording, onChanged }: { recording: Recording; onChanged: () => Promise<unknown> }) {
  const existing = recording.note?.text ?? '';
  const [text, setText, clearDraft] = useDraft(`note:${recording.id}`, existing);
  const [editing, setEditing] = useState(text !== existing);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = `note-${recording.id}`;

  async function run(action: () => Promise<unknown>) {
    setPending(true);
    setError(null);
    try {
      await action();
      clearDraft();
      setEditing(false);
      await onChanged();
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldErrors.text ?? caught.message) : 'Could not save the note; try again');
    } finally {
      setPending(false);
    }
  }

  if (!editing) {
    return (
      <div className="space-y-2">
        {recording.note ? (
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800" data-testid="note-text">
            {recording.note.text}
          </p>
        ) : (
          <p className="text-sm text-slate-500">No note.</p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
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
        if (!text.trim()) return setError('Type a note, or use Delete note to remove it');
        void run(() => saveNote(recording.id, text.trim(), Boolean(recording.note)));
      }}
    >
      <label className="block text-sm font-medium" htmlFor={fieldId}>
        Note
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={NOTE_MAX}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-count`}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <p id={`${fieldId}-count`} className="text-xs text-slate-500">
        {text.length}/{NOTE_MAX} characters
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending || text.trim().length === 0}>
          {pending ? 'Saving…' : 'Save note'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            clearDraft();
            setError(null);
            setEditing(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
