import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MICROPHONE_FILE, type Recording } from '@contract/gateway/recordings';
import { uploadWithProgress } from '@/lib/http/upload-with-progress';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateFolderRecordings } from './recording-cache';

export type UploadOptions = { microphone?: string; fileName?: string; label?: string };

/**
 * POST /api/recordings with progress and cancel; `microphone` is `file` for a picked file, else the input's name.
 * The upload queue drives this directly (it has its own per-file retry and progress) and invalidates the folder
 * when a file lands.
 */
export function uploadRecording(
  file: File | Blob,
  folderId: string,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
) {
  const form = new FormData();
  form.set('parent_folder_id', folderId);
  form.set('microphone', options.microphone ?? MICROPHONE_FILE);
  if (options.label) form.set('label', options.label);
  form.set('data', file, options.fileName ?? (file instanceof File ? file.name : 'recording.webm'));
  return uploadWithProgress<Recording>('/api/recordings', form, onProgress);
}

type Upload = { file: Blob; folderId: string } & UploadOptions;

/**
 * One upload as a mutation (a recorded take): the new original shows in its folder. It fails visibly rather than
 * waiting for the server: the take stays in the recorder to be saved again.
 */
export function useUploadRecordingMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, folderId, ...rest }: Upload) => uploadRecording(file, folderId, () => undefined, rest).done,
    meta: errorMeta('The recording was not saved', options),
    onSuccess: (_recording, { folderId }) => invalidateFolderRecordings(queryClient, folderId),
  });
}
