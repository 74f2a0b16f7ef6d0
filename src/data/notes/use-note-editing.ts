import type { Recording } from '@contract/gateway/recordings';
import { useDeleteNoteMutation } from './delete-note-mutation';
import { useSaveNoteMutation } from './save-note-mutation';

/**
 * Save and delete of one recording's note as the note editor takes them: one pending flag and one error, and a
 * callback once the server has the change. The editor shows failures itself (it keeps the draft).
 */
export function useNoteEditing(recording: Recording) {
  const save = useSaveNoteMutation({ handlesError: true });
  const remove = useDeleteNoteMutation({ handlesError: true });
  return {
    pending: save.isPending || remove.isPending,
    error: save.error ?? remove.error,
    save: (text: string, onSaved: () => void) => {
      remove.reset();
      save.mutate({ recording, text }, { onSuccess: onSaved });
    },
    remove: (onRemoved: () => void) => {
      save.reset();
      remove.mutate(recording, { onSuccess: onRemoved });
    },
  };
}
