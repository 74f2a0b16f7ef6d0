import type { Recording } from '@contract/gateway/recordings';

/** What a recording is called in lists and headings: its label, else its file name. */
export const recordingTitle = (recording: Pick<Recording, 'label' | 'file_name'>) =>
  recording.label || recording.file_name || 'Untitled';
