import { queryOptions } from '@tanstack/react-query';
import { Folder, FolderDeleteResponse, FolderList } from '../../../contract/gateway/folders';
import { RecordingList } from '../../../contract/gateway/recordings';
import { apiJson } from '../../lib/api-client';

export const folderKeys = {
  all: ['folders'] as const,
  ofProject: (projectId: string) => [...folderKeys.all, 'project', projectId] as const,
  recordingCount: (folderId: string) => [...folderKeys.all, 'recording-count', folderId] as const,
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

/** How many originals a delete would take with it (the list's count, read with a page of one). */
export const folderRecordingCountQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: folderKeys.recordingCount(folderId),
    queryFn: async ({ signal }) =>
      (await apiJson(RecordingList, '/api/recordings', { query: { folder_id: folderId, limit: 1 }, signal })).pagination.count,
  });

export const createFolder = (projectId: string, name: string, parentId?: string) =>
  apiJson(Folder, '/api/folders', { method: 'POST', body: { name, project_id: projectId, ...(parentId ? { parent_id: parentId } : {}) } });

export const renameFolder = (id: string, name: string) => apiJson(Folder, `/api/folders/${id}`, { method: 'PATCH', body: { name } });

export const deleteFolder = (id: string) => apiJson(FolderDeleteResponse, `/api/folders/${id}`, { method: 'DELETE' });
