import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Folder } from '@contract/gateway/folders';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { folderKeys } from './keys';

type NewFolder = { projectId: string; name: string; parentId?: string | undefined };

export const createFolder = ({ projectId, name, parentId }: NewFolder) =>
  apiJson(Folder, '/api/folders', {
    method: 'POST',
    body: { name, project_id: projectId, ...(parentId ? { parent_id: parentId } : {}) },
  });

/** A new folder shows in its project's tree; the answer is kept so that opening it right after needs no request. */
export function useCreateFolderMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    meta: errorMeta('The folder was not created', options),
    onSuccess: (folder, { projectId }) => {
      queryClient.setQueryData(folderKeys.detail(folder.id), folder);
      return queryClient.invalidateQueries({ queryKey: folderKeys.ofProject(projectId) });
    },
  });
}
