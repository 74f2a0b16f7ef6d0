import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FolderChoiceFields } from '../../components/destination/FolderChoiceFields';
import { useFolderChoice } from '../../components/destination/use-folder-choice';
import { useUploadRecordingMutation } from '../../data/recordings/upload-recording-mutation';
import { generationLabel } from './generation-label';

type Props = { wav: Blob; label: string; open: boolean; onOpenChange: (open: boolean) => void };

/** "Save to a project": the generation's WAV becomes an original in the chosen folder, ready to convert. */
export function SaveToProjectDialog({ wav, label, open, onOpenChange }: Props) {
  const save = useUploadRecordingMutation({ handlesError: true });
  const choice = useFolderChoice({ order: { sort: 'name', direction: 'asc' }, enabled: open, onChange: () => save.reset() });
  const { folderId } = choice;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save to a project"
      description={`Saved as an original named “${generationLabel(label)}”.`}
    >
      <div className="mt-4 space-y-3">
        <FolderChoiceFields choice={choice} />
        {save.error && (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            Saved “{save.data.label ?? generationLabel(label)}” to {choice.folder?.name}.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            disabled={!folderId || save.isPending || save.isSuccess}
            onClick={() =>
              save.mutate({
                file: wav,
                folderId,
                label: generationLabel(label),
                fileName: `${generationLabel(label)}.wav`,
              })
            }
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
