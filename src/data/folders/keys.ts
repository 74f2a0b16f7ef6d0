/** One root for /api/folders: a project's folders and each folder by id. */
export const folderKeys = {
  all: ['folders'] as const,
  ofProject: (projectId: string) => [...folderKeys.all, 'project', projectId] as const,
  detail: (folderId: string) => [...folderKeys.all, 'detail', folderId] as const,
};
