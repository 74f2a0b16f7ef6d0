import type { Recording } from '@contract/gateway/recordings';
import { ConfirmMutationDialog } from '@/components/ui/ConfirmMutationDialog';
import { useDeleteRecordingMutation } from '@/data/recordings/delete-recording-mutation';
import { conversionName } from '@contract/naming/conversion-name';

type Props = { conversion: Recording; onClose: () => void; onDeleted: () => void };

/** Deletes one conversion (its audio and note); the original stays. */
export function DeleteConversionDialog({ conversion, onClose, onDeleted }: Props) {
  const remove = useDeleteRecordingMutation({ handlesError: true });
  return (
    <ConfirmMutationDialog
      mutation={remove}
      variables={conversion}
      onClose={onClose}
      onDone={onDeleted}
      title={`Delete ${conversionName(conversion)}?`}
      description="The converted audio and its note are deleted. The original stays."
      confirmLabel="Delete conversion"
    />
  );
}
