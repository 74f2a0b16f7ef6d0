import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Project } from '@contract/gateway/projects';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { projectKeys } from './keys';

export const renameProject = ({ id, name }: { id: string; name: string }) =>
  apiJson(Project, `/api/projects/${id}`, { method: 'PATCH', body: { name } });

/** The renamed project replaces itself where it is looked up by url; list pages are re-read (the order may change). */
export function useRenameProjectMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameProject,
    meta: errorMeta('The project was not renamed', options),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.byUrl(project.url), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
