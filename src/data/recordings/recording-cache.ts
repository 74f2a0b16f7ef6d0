import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Recording, RecordingList } from '@contract/gateway/recordings';
import { projectKeys } from '@/data/projects/keys';
import { recordingKeys } from './keys';

type Located = Pick<Recording, 'id' | 'parent_folder_id' | 'original_id'>;

/** The cache entries a change to this recording makes stale: the record, its folder's lists, its original's list. */
export function keysTouchedBy(recording: Located): QueryKey[] {
  return [
    recordingKeys.detail(recording.id),
    ...(recording.parent_folder_id ? [recordingKeys.folder(recording.parent_folder_id)] : []),
    ...(recording.original_id ? [recordingKeys.original(recording.original_id)] : []),
  ];
}

export const invalidateRecording = (queryClient: QueryClient, recording: Located) =>
  Promise.all(keysTouchedBy(recording).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * Re-reads everything listed for a folder after something was added to it, and the projects: the one it is in
 * has a new last recording (an empty project's exports turn on with its first).
 */
export const invalidateFolderRecordings = (queryClient: QueryClient, folderId: string | null | undefined) =>
  folderId
    ? Promise.all([
        queryClient.invalidateQueries({ queryKey: recordingKeys.folder(folderId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ])
    : Promise.resolve();

type Cached = Recording | RecordingList | Recording[] | number | undefined;

function applyTo(data: Cached, id: string, edit: (row: Recording) => Recording | null): Cached {
  if (!data || typeof data === 'number') return data;
  const editList = (rows: Recording[]) => rows.flatMap((row) => (row.id === id ? (edit(row) ?? []) : [row]));
  if (Array.isArray(data)) return editList(data);
  if (Array.isArray(data.list)) return { ...(data as RecordingList), list: editList((data as RecordingList).list) };
  const one = data as Recording;
  return one.id === id ? (edit(one) ?? undefined) : one;
}

/**
 * Changes (or with `null`, drops) one recording wherever the cache holds it, before the server answers; returns
 * what was there so a failure can put it back. Only the entries `keysTouchedBy` names are touched.
 */
export async function editCachedRecording(
  queryClient: QueryClient,
  recording: Located,
  edit: (row: Recording) => Recording | null,
) {
  const keys = keysTouchedBy(recording);
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const snapshot = keys.flatMap((queryKey) => queryClient.getQueriesData<Cached>({ queryKey }));
  for (const queryKey of keys)
    queryClient.setQueriesData<Cached>({ queryKey }, (data) => applyTo(data, recording.id, edit));
  return () => snapshot.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
}

/**
 * Puts a recording the folder's lists already hold into its own cache entry (dated like the list it came from),
 * so opening it from the list shows its page at once; the record is re-read behind it as its age requires.
 * Returns the record, or undefined when no list holds it (then the page waits for the request).
 */
export function seedRecordingFromLists(queryClient: QueryClient, id: string): Recording | undefined {
  const detailKey = recordingKeys.detail(id);
  const cached = queryClient.getQueryData<Recording>(detailKey);
  if (cached) return cached;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...recordingKeys.all, 'folder'] })) {
    const data = query.state.data as Cached;
    const rows: Recording[] = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && Array.isArray(data.list)
        ? data.list
        : [];
    const row = rows.find((candidate) => candidate.id === id);
    if (row) {
      queryClient.setQueryData(detailKey, row, { updatedAt: query.state.dataUpdatedAt });
      return row;
    }
  }
  return undefined;
}
