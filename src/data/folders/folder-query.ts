import { queryOptions, useQuery } from '@tanstack/react-query';
import { Folder } from '@contract/gateway/folders';
import { apiJson } from '@/lib/http/api-client';
import { folderKeys } from './keys';

export const fetchFolder = (folderId: string, signal?: AbortSignal) =>
  apiJson(Folder, `/api/folders/${folderId}`, { signal });

/** One folder: the folder route's loader reads it so a deleted or foreign folder shows the 404/403 page. */
export const folderQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: folderKeys.detail(folderId),
    queryFn: ({ signal }) => fetchFolder(folderId, signal),
    meta: { handlesError: true },
  });

export const useFolder = (folderId: string) => useQuery(folderQueryOptions(folderId));
