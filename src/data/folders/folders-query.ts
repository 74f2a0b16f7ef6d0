import { queryOptions, useQuery } from '@tanstack/react-query';
import { FolderList } from '@contract/gateway/folders';
import { apiJson } from '@/lib/http/api-client';
import { readAllPages } from '@/data/read-all-pages';
import { folderKeys } from './keys';

/** The documented maximum page of folders. */
const PAGE = 200;

export const fetchFolders = (projectId: string, signal?: AbortSignal) =>
  readAllPages(PAGE, (offset) =>
    apiJson(FolderList, '/api/folders', {
      query: { project_id: projectId, limit: PAGE, offset, direction: 'asc' },
      signal,
    }),
  );

/** Every folder of a project, for the tree; a failure is shown in the tree, over the folders it had. */
export const foldersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: folderKeys.ofProject(projectId),
    queryFn: ({ signal }) => fetchFolders(projectId, signal),
    meta: { handlesError: true },
  });

export const useFolders = (projectId: string) => useQuery(foldersQueryOptions(projectId));
