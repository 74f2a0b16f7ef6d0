import type { Recording } from '@contract/gateway/recordings';
import { NoteEditor } from '@/widgets/notes/NoteEditor';
import { Dialog } from '@/components/ui/Dialog';
import { onDismiss } from '@/components/ui/on-dismiss';
import { useNoteEditing } from '@/data/notes/use-note-editing';
import { conversionName } from '@contract/naming/conversion-name';

/** A conversion's note, edited in a dialog over the list. */
export function ConversionNoteDialog({ conversion, onClose }: { conversion: Recording; onClose: () => void }) {
  const note = useNoteEditing(conversion);
  return (
    <Dialog open onOpenChange={onDismiss(onClose)} title={`Note on ${conversionName(conversion)}`}>
      <NoteEditor recording={conversion} actions={note} />
    </Dialog>
  );
}
