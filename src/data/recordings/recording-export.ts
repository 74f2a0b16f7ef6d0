import type { Recording } from '../../../contract/gateway/recordings';
import { downloadFile } from '../../lib/http/download-file';

/** Saves an original with its conversions as the zip the gateway builds. */
export const downloadRecordingExport = (original: Pick<Recording, 'id'>, fileName: string) =>
  downloadFile('/api/recordings/export', { original_id: original.id, starred_only: false }, fileName);

/** Saves one recording's audio file under the given name. */
export const downloadRecordingAudio = (recording: Pick<Recording, 'url'>, fileName: string) =>
  recording.url ? downloadFile(recording.url, undefined, fileName) : Promise.resolve();
