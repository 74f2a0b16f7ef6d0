import { useQueries } from '@tanstack/react-query';
import type { Recording } from '@contract/gateway/recordings';
import { RecordingList } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';

/** How many recordings a project holds (its originals and conversions together) and the newest of them. */
export type ProjectRecordingsSummary = { count: number; newest: Recording | undefined };

const fetchProjectRecordingsSummary = async (
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectRecordingsSummary> => {
  const page = await apiJson(RecordingList, '/api/recordings', {
    query: { project_id: projectId, limit: 1, direction: 'desc' },
    signal,
  });
  return { count: page.pagination.count, newest: page.list[0] };
};

/**
 * The summary of each project shown: one request of one row per project (the list's envelope counts the rest),
 * so a page of projects costs as many small requests as it has cards, whatever the projects hold.
 */
export function useProjectRecordingsSummaries(
  projectIds: readonly string[],
): ReadonlyMap<string, ProjectRecordingsSummary> {
  return useQueries({
    queries: projectIds.map((projectId) => ({
      queryKey: recordingKeys.projectSummary(projectId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProjectRecordingsSummary(projectId, signal),
      meta: { handlesError: true },
    })),
    combine: (results) => {
      const summaries = new Map<string, ProjectRecordingsSummary>();
      results.forEach((result, index) => result.data && summaries.set(projectIds[index]!, result.data));
      return summaries;
    },
  });
}
