import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecordingList } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';
import { pollWhileWorking } from './recording-polling';

/** The newest conversions of an original that are listed (the gateway's largest page). */
export const CONVERSIONS_SHOWN = 200;

export const fetchConversions = (originalId: string, signal?: AbortSignal) =>
  apiJson(RecordingList, '/api/recordings/conversions', {
    query: { original_id: originalId, limit: CONVERSIONS_SHOWN, direction: 'desc' },
    signal,
  });

/** The conversions of an original, newest first, polled every second while any of them is still working. */
export const conversionsQueryOptions = (originalId: string) =>
  queryOptions({
    queryKey: recordingKeys.conversions(originalId),
    queryFn: ({ signal }) => fetchConversions(originalId, signal),
    refetchInterval: (query) => pollWhileWorking(query.state.data?.list, 1000),
    meta: { handlesError: true },
  });

export const useConversions = (originalId: string) => useQuery(conversionsQueryOptions(originalId));
