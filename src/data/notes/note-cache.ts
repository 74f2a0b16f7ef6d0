import type { QueryClient } from '@tanstack/react-query';
import type { Recording } from '../../../contract/gateway/recordings';
import { invalidateRecording } from '../recordings/recording-cache';
import { noteKeys } from './keys';

/** A note changed: its recording (which embeds it, wherever it is listed) and its folder's notes are re-read. */
export const invalidateNoteOf = (queryClient: QueryClient, recording: Recording) =>
  Promise.all([
    invalidateRecording(queryClient, recording),
    recording.parent_folder_id ? queryClient.invalidateQueries({ queryKey: noteKeys.ofFolder(recording.parent_folder_id) }) : undefined,
  ]);
