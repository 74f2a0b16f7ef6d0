import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProjectDeleteResponse, type Project } from '@contract/gateway/projects';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateAfterDeletes } from '@/data/recordings/conversion-cache';
import { projectKeys } from './keys';

export const deleteProject = (project: Pick<Project, 'id' | 'url'>) =>
  apiJson(ProjectDeleteResponse, `/api/projects/${project.id}`, { method: 'DELETE' });

/**
 * The project goes from the cache (a later visit to its url must ask the server); the list pages and the statistics
 * are re-read.
 */
export function useDeleteProjectMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    meta: errorMeta('The project was not deleted', options),
    onSuccess: (_answer, project) => {
      queryClient.removeQueries({ queryKey: projectKeys.byUrl(project.url) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        invalidateAfterDeletes(queryClient),
      ]);
    },
  });
}
