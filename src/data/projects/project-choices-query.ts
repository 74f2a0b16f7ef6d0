import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectList } from '../../../contract/gateway/projects';
import { apiJson } from '../../lib/api-client';

/**
 * The user's projects by name (the first 100, the documented page maximum), for pickers and the agent's
 * "list my projects" tool. Keyed under the projects root so any project change refreshes it.
 */
export const projectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'choices'] as const,
    queryFn: async ({ signal }) =>
      (await apiJson(ProjectList, '/api/projects', { query: { sort: 'name', direction: 'asc', limit: 100 }, signal }))
        .list,
  });

export const useProjectChoices = () => useQuery(projectChoicesQueryOptions());
