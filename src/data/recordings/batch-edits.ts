import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { invalidateAfterDeletes } from './conversion-cache';
import { deleteRecording, forgetDeletedRecording } from './delete-recording-mutation';
import { editCachedRecording, invalidateFolderRecordings } from './recording-cache';
import { starRecording } from './star-recording-mutation';

/**
 * Star, unstar and delete for a batch of originals. Each change shows in the cached lists as its request succeeds,
 * but the folder and the statistics are re-read once when the batch ends (`settle`), not after each of hundreds of
 * requests, which would re-read every page of the folder per original. Failures are the batch's to report, per original.
 */
export function useBatchEdits() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      star: async (recording: Recording, starred: boolean) => {
        const saved = await starRecording({ recording, starred });
        await editCachedRecording(queryClient, recording, (row) => ({ ...row, starred: saved.starred ?? starred }));
      },
      remove: async (recording: Recording) => {
        await deleteRecording(recording);
        await forgetDeletedRecording(queryClient, recording);
      },
      settle: (folderId: string) =>
        Promise.all([invalidateFolderRecordings(queryClient, folderId), invalidateAfterDeletes(queryClient)]),
    }),
    [queryClient],
  );
}
