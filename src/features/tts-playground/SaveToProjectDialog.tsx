import { useState } from 'react';
import { NAME_MAX } from '@contract/gateway/common';
import { RecordingLabel } from '@contract/gateway/recordings';
import { FolderChoiceFields } from '@/widgets/destination/FolderChoiceFields';
import { useFolderChoice } from '@/widgets/destination/use-folder-choice';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import { useUploadRecordingMutation } from '@/data/recordings/upload-recording-mutation';
import { toast } from '@/lib/toast/toast';
import { generationLabel } from './generation-label';

type Props = { wav: Blob; transcript: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Save to a project": the generation's WAV becomes an original in the chosen folder, ready to convert. Its name
 * starts as the transcript's first words and can be edited. Once the upload succeeded the dialog closes (there is
 * nothing left to do in it) and a toast says "Saved as…".
 */
export function SaveToProjectDialog({ wav, transcript, open, onOpenChange }: Props) {
  const save = useUploadRecordingMutation({ handlesError: true });
  const choice = useFolderChoice({
    order: { sort: 'name', direction: 'asc' },
    enabled: open,
    onChange: () => save.reset(),
  });
  const { folderId } = choice;
  const [name, setName] = useState(() => generationLabel(transcript));
  const label = name.trim();
  const nameError = label
    ? RecordingLabel.safeParse(label).success
      ? undefined
      : `Use 1 to ${NAME_MAX} printable characters`
    : 'Enter a name';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save to a project"
      description="The generated speech becomes an original in the folder you choose."
    >
      <div className="mt-4 space-y-3">
        <TextField
          label="Name"
          value={name}
          onChange={(value) => {
            setName(value);
            save.reset();
          }}
          limit={NAME_MAX}
          error={nameError}
          disabled={save.isPending}
        />
        <FolderChoiceFields choice={choice} />
        {save.error && (
          <p role="alert" className="text-body text-danger">
            {save.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            disabled={!folderId || !!nameError || save.isPending}
            onClick={() =>
              save.mutate(
                { file: wav, folderId, label, fileName: `${label}.wav` },
                {
                  onSuccess: (saved) => {
                    toast.success(`Saved as “${saved.label ?? label}” in ${choice.folder?.name ?? 'the folder'}.`);
                    onOpenChange(false);
                  },
                },
              )
            }
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
