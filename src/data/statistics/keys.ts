/**
 * One root for /api/stats in its three forms: the account, some projects, some folders. Ids are sorted so the
 * same set is one cache entry whatever order a screen lists them in.
 */
export const statisticsKeys = {
  all: ['statistics'] as const,
  account: () => [...statisticsKeys.all, 'account'] as const,
  projects: (projectIds: readonly string[]) => [...statisticsKeys.all, 'projects', [...projectIds].sort()] as const,
  folders: (folderIds: readonly string[]) => [...statisticsKeys.all, 'folders', [...folderIds].sort()] as const,
};
