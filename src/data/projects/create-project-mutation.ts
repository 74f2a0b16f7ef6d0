import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Project } from '@contract/gateway/projects';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { projectKeys } from './keys';

export const createProject = ({ name, owner }: { name: string; owner: string }) =>
  apiJson(Project, '/api/projects', { method: 'POST', body: { name, owner, models: {} } });

/**
 * A new project shows in every page of the list (its place depends on the sort), so all pages are re-read. The
 * answer is the project itself, kept by its `url` so that opening it right after creating needs no request.
 */
export function useCreateProjectMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: errorMeta('The project was not created', options),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.byUrl(project.url), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
