import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecordingList, type Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';
import { pollWhileWorking } from './recording-polling';

export const fetchFolderConversions = async (folderId: string, signal?: AbortSignal) =>
  (
    await apiJson(RecordingList, '/api/recordings', {
      query: { folder_id: folderId, limit: 200, direction: 'desc' },
      signal,
    })
  ).list.filter((row) => row.type === 'converted');

/**
 * The newest conversions in a folder (conversions live beside their originals), for the per-row state summary.
 * One request of 200 rather than one per row: conversions older than the newest 200 recordings of a very busy
 * folder are left out of the summary (each original's own page lists all of them). Orders invalidate the folder,
 * so no zero stale time is needed.
 */
export const folderConversionsQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: recordingKeys.folderConversions(folderId),
    queryFn: ({ signal }) => fetchFolderConversions(folderId, signal),
    refetchInterval: (query) => pollWhileWorking(query.state.data, 2000),
    meta: { handlesError: true },
  });

export const useFolderConversions = (folderId: string) => useQuery(folderConversionsQueryOptions(folderId));

export type ConversionCounts = { done: number; working: number; failed: number };

/** Conversion states per original: how many are done, working and failed. */
export function conversionSummary(conversions: readonly Pick<Recording, 'original_id' | 'state'>[]) {
  const summary = new Map<string, ConversionCounts>();
  for (const conversion of conversions) {
    if (!conversion.original_id) continue;
    const entry = summary.get(conversion.original_id) ?? { done: 0, working: 0, failed: 0 };
    if (conversion.state === 'done') entry.done += 1;
    else if (conversion.state === 'error') entry.failed += 1;
    else entry.working += 1;
    summary.set(conversion.original_id, entry);
  }
  return summary;
}
