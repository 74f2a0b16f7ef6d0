import { queryOptions, useQueries } from '@tanstack/react-query';
import { RecordingList } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';

export type FolderCounts = { originals: number; recordings: number };

/** Originals, and all recordings (originals and conversions), each read as a list's count with a page of one. */
export const fetchFolderCounts = async (folderId: string, signal?: AbortSignal): Promise<FolderCounts> => {
  const [originals, all] = await Promise.all([
    apiJson(RecordingList, '/api/recordings/originals', { query: { folder_id: folderId, limit: 1 }, signal }),
    apiJson(RecordingList, '/api/recordings', { query: { folder_id: folderId, limit: 1 }, signal }),
  ]);
  return { originals: originals.pagination.count, recordings: all.pagination.count };
};

/** How many recordings a folder holds (not counting subfolders): what a delete of it takes along. */
export const folderCountsQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: recordingKeys.folderCounts(folderId),
    queryFn: ({ signal }) => fetchFolderCounts(folderId, signal),
  });

/** The counts of several folders added up (a folder and its subfolders), or null until all are in. */
export const useFoldersCounts = (folderIds: readonly string[]) =>
  useQueries({
    queries: folderIds.map((id) => folderCountsQueryOptions(id)),
    combine: (results): FolderCounts | null =>
      results.every((result) => result.data)
        ? results.reduce(
            (sum, result) => ({
              originals: sum.originals + result.data!.originals,
              recordings: sum.recordings + result.data!.recordings,
            }),
            { originals: 0, recordings: 0 },
          )
        : null,
  });
