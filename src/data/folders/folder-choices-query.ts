import { queryOptions, useQuery } from '@tanstack/react-query';
import { FolderList } from '../../../contract/gateway/folders';
import { apiJson } from '../../lib/api-client';

/** A project's folders (the first 200, the documented page maximum), for a "save to a folder" picker. */
export const folderChoicesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['folders', 'project', projectId, 'choices'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiJson(FolderList, '/api/folders', {
          query: { project_id: projectId, limit: 200, direction: 'asc' },
          signal,
        })
      ).list,
  });

export const useFolderChoices = (projectId: string | null) =>
  useQuery({ ...folderChoicesQueryOptions(projectId ?? ''), enabled: !!projectId });
