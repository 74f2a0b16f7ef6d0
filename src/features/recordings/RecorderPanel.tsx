import { useState } from 'react';
import { Recorder } from '@/widgets/recorder/Recorder';
import { takeExtension } from '@/widgets/recorder/use-microphone';
import { mutationErrorText } from '@/components/ui/mutation-error-text';
import { useUploadRecordingMutation } from '@/data/recordings/upload-recording-mutation';

/** A take's name until the user gives it another: the time it was recorded. */
const defaultTakeName = () =>
  `Take ${new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;

/**
 * The shared recorder, saving each take as an original of this folder under the name the user gave it;
 * `onSaved` is told the take's name once it is saved (the folder's Add bar then folds the panel away).
 */
export function RecorderPanel({ folderId, onSaved }: { folderId: string; onSaved?: (label: string) => void }) {
  const upload = useUploadRecordingMutation({ handlesError: true });
  const [saved, setSaved] = useState<string | null>(null);

  function save(take: { blob: Blob }, microphone: string, name: string) {
    setSaved(null);
    const label = name || defaultTakeName();
    return upload
      .mutateAsync({
        file: take.blob,
        folderId,
        microphone,
        label,
        fileName: `${label.replaceAll(/[^\w -]/g, '-')}.${takeExtension(take)}`,
      })
      .then(() => {
        setSaved(label);
        onSaved?.(label);
      });
  }

  return (
    <Recorder
      label="Record from a microphone"
      saveLabel="Save take"
      naming={{ label: 'Take name', initial: defaultTakeName }}
      onSave={save}
      error={upload.error ? `The take was not saved: ${mutationErrorText(upload.error)}` : null}
      saved={saved && `Saved “${saved}” to this folder.`}
      unsavedWarning="The take you recorded has not been saved to the folder; it is lost if you leave."
      onRecord={() => {
        upload.reset();
        setSaved(null);
      }}
    />
  );
}
