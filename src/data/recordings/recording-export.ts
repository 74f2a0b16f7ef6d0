import type { Recording } from '@contract/gateway/recordings';
import { downloadFile } from '@/lib/http/download-file';
import { apiFetch } from '@/lib/http/api-client';

/** Saves an original with its conversions as the zip the gateway builds. */
export const downloadRecordingExport = (original: Pick<Recording, 'id'>, fileName: string) =>
  downloadFile('/api/recordings/export', { original_id: original.id, starred_only: false }, fileName);

/** Saves one recording's audio file under the given name. */
export const downloadRecordingAudio = (recording: Pick<Recording, 'url'>, fileName: string) =>
  recording.url ? downloadFile(recording.url, undefined, fileName) : Promise.resolve();

/** An original with its conversions as the gateway's zip, in memory (a selection's export puts several together). */
export async function fetchRecordingExport(original: Pick<Recording, 'id'>): Promise<Uint8Array> {
  const response = await apiFetch('/api/recordings/export', {
    query: { original_id: original.id, starred_only: false },
  });
  return new Uint8Array(await response.arrayBuffer());
}
