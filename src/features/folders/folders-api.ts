import { queryOptions } from '@tanstack/react-query';
import { Folder, FolderDeleteAnyResponse, FolderList } from '../../../contract/gateway/folders';
import { RecordingList } from '../../../contract/gateway/recordings';
import { apiJson } from '../../lib/api-client';

export const folderKeys = {
  all: ['folders'] as const,
  ofProject: (projectId: string) => [...folderKeys.all, 'project', projectId] as const,
  detail: (folderId: string) => [...folderKeys.all, 'detail', folderId] as const,
  contents: (folderId: string) => [...folderKeys.all, 'contents', folderId] as const,
};

/** Every folder of a project (200 per page, the documented maximum, fetched until the count is reached). */
export const foldersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: folderKeys.ofProject(projectId),
    queryFn: async ({ signal }) => {
      const folders: Folder[] = [];
      for (let offset = 0; ; offset += 200) {
        const page = await apiJson(FolderList, '/api/folders', { query: { project_id: projectId, limit: 200, offset, direction: 'asc' }, signal });
        folders.push(...page.list);
        if (page.list.length === 0 || folders.length >= page.pagination.count) return folders;
      }
    },
  });

/** One folder: the folder route's loader reads it so a deleted or foreign folder shows the 404/403 page. */
export const folderQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: folderKeys.detail(folderId),
    queryFn: ({ signal }) => apiJson(Folder, `/api/folders/${folderId}`, { signal }),
  });

/**
 * How many recordings a folder holds (not counting subfolders): originals, and all recordings (originals and
 * their conversions), each read as a list's count with a page of one.
 */
export const folderContentsQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: folderKeys.contents(folderId),
    queryFn: async ({ signal }) => {
      const [originals, all] = await Promise.all([
        apiJson(RecordingList, '/api/recordings/originals', { query: { folder_id: folderId, limit: 1 }, signal }),
        apiJson(RecordingList, '/api/recordings', { query: { folder_id: folderId, limit: 1 }, signal }),
      ]);
      return { originals: originals.pagination.count, recordings: all.pagination.count };
    },
    staleTime: 0,
  });

export const createFolder = (projectId: string, name: string, parentId?: string) =>
  apiJson(Folder, '/api/folders', { method: 'POST', body: { name, project_id: projectId, ...(parentId ? { parent_id: parentId } : {}) } });

export const renameFolder = (id: string, name: string) => apiJson(Folder, `/api/folders/${id}`, { method: 'PATCH', body: { name } });

/** The ids of the deleted folder and its subfolders (read from either documented answer shape). */
export const deleteFolder = (id: string) => apiJson(FolderDeleteAnyResponse, `/api/folders/${id}`, { method: 'DELETE' });
