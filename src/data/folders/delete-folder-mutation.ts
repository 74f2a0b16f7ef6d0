import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FolderDeleteAnyResponse, type Folder } from '@contract/gateway/folders';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateAfterDeletes } from '@/data/recordings/conversion-cache';
import { recordingKeys } from '@/data/recordings/keys';
import { folderKeys } from './keys';

/** The ids of the deleted folder and its subfolders (read from either documented answer shape). */
export const deleteFolder = (folder: Pick<Folder, 'id' | 'project_id'>) =>
  apiJson(FolderDeleteAnyResponse, `/api/folders/${folder.id}`, { method: 'DELETE' });

/**
 * The folder and its subfolders leave the tree; they and the recordings listed in them leave the cache, so a
 * later visit to one of their pages asks the server (and gets its 404) instead of showing what was deleted. The
 * project's figures are re-read.
 */
export function useDeleteFolderMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    meta: errorMeta('The folder was not deleted', options),
    onSuccess: (ids, folder) => {
      for (const id of ids) {
        queryClient.removeQueries({ queryKey: folderKeys.detail(id) });
        queryClient.removeQueries({ queryKey: recordingKeys.folder(id) });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: folderKeys.ofProject(folder.project_id) }),
        invalidateAfterDeletes(queryClient),
      ]);
    },
  });
}
