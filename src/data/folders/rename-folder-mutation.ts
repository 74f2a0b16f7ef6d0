import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Folder } from '@contract/gateway/folders';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { folderKeys } from './keys';

export const renameFolder = ({ id, name }: { id: string; name: string }) =>
  apiJson(Folder, `/api/folders/${id}`, { method: 'PATCH', body: { name } });

/** The renamed folder replaces itself at once (the folder page's title) and its project's tree is re-read. */
export function useRenameFolderMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFolder,
    meta: errorMeta('The folder was not renamed', options),
    onSuccess: (folder) => {
      queryClient.setQueryData(folderKeys.detail(folder.id), folder);
      return queryClient.invalidateQueries({ queryKey: folderKeys.ofProject(folder.project_id) });
    },
  });
}
