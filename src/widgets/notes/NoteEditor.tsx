import { useState } from 'react';
import { NOTE_MAX } from '@contract/gateway/notes';
import type { Recording } from '@contract/gateway/recordings';
import { useDraft } from '@/lib/browser/use-draft';
import { Button } from '@/components/ui/Button';
import { overLimit } from '@/components/ui/field-limit';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { mutationErrorText } from '@/components/ui/mutation-error-text';

/** What the editor needs from the data layer (src/data/notes/use-note-editing.ts gives exactly this). */
export type NoteActions = {
  pending: boolean;
  error: unknown;
  save: (text: string, onSaved: () => void) => void;
  remove: (onRemoved: () => void) => void;
};

/**
 * A recording's note: create, edit, delete. Text is rendered as text, never as markup. An edit in progress is
 * kept as a draft, so a failed save, a sign-in in the middle or a reload does not lose it (a restored draft
 * reopens the editor).
 */
export function NoteEditor({ recording, actions }: { recording: Recording; actions: NoteActions }) {
  const existing = recording.note?.text ?? '';
  const [text, setText, clearDraft] = useDraft(`note:${recording.id}`, existing);
  const [editing, setEditing] = useState(text !== existing);
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const { pending } = actions;
  const error = emptyError ?? (pending ? undefined : mutationErrorText(actions.error, 'text'));
  const done = () => {
    clearDraft();
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="space-y-2">
        {recording.note ? (
          <p className="text-body break-words whitespace-pre-wrap text-ink" data-testid="note-text">
            {recording.note.text}
          </p>
        ) : (
          <p className="text-body text-ink-faint">No note.</p>
        )}
        {error && (
          <p role="alert" className="text-body text-danger">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {recording.note ? 'Edit note' : 'Add note'}
          </Button>
          {recording.note && (
            <Button variant="ghost" disabled={pending} onClick={() => actions.remove(done)}>
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
        if (!text.trim()) return setEmptyError('Type a note, or use Delete note to remove it');
        setEmptyError(null);
        actions.save(text.trim(), done);
      }}
    >
      <TextAreaField label="Note" value={text} limit={NOTE_MAX} rows={4} error={error} onChange={setText} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending || text.trim().length === 0 || overLimit(text.trim(), NOTE_MAX)}>
          {pending ? 'Saving…' : 'Save note'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            clearDraft();
            setEmptyError(null);
            setEditing(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
