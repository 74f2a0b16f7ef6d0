import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateFolderRecordings } from '@/data/recordings/recording-cache';
import { uploadRecording } from '@/data/recordings/upload-recording-mutation';
import { useUploadQueue } from './upload-queue-store';

/** Adds picked or dropped files to the upload queue for a folder; each lands in the folder's list as it finishes. */
export function useFolderUpload(folderId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (files: FileList | File[] | null) => {
      if (!files || files.length === 0) return;
      useUploadQueue
        .getState()
        .enqueue([...files], folderId, uploadRecording, () => void invalidateFolderRecordings(queryClient, folderId));
    },
    [folderId, queryClient],
  );
}
