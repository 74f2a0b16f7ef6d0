import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { RecordingList } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';

export const fetchConversionCount = async (originalId: string, signal?: AbortSignal) =>
  (
    await apiJson(RecordingList, '/api/recordings/conversions', {
      query: { original_id: originalId, limit: 1 },
      signal,
    })
  ).pagination.count;

/** How many conversions an original has (its delete takes them along). */
export const conversionCountQueryOptions = (originalId: string) =>
  queryOptions({
    queryKey: recordingKeys.conversionCount(originalId),
    queryFn: ({ signal }) => fetchConversionCount(originalId, signal),
  });

export const useConversionCount = (originalId: string) => useQuery(conversionCountQueryOptions(originalId));

/**
 * How many conversions these originals have in all (what deleting them takes along): `total` is null until every
 * count is in, and `failed` says a count could not be read.
 */
export const useConversionCounts = (originalIds: readonly string[], enabled: boolean) =>
  useQueries({
    queries: originalIds.map((id) => ({ ...conversionCountQueryOptions(id), enabled })),
    combine: (results) => ({
      total: results.every((result) => result.data !== undefined)
        ? results.reduce((sum, result) => sum + result.data!, 0)
        : null,
      failed: results.some((result) => result.error),
    }),
  });
