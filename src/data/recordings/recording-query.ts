import { queryOptions, useQuery } from '@tanstack/react-query';
import { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';
import { pollWhileWorking } from './recording-polling';

export const fetchRecording = (id: string, signal?: AbortSignal) =>
  apiJson(Recording, `/api/recordings/${id}`, { signal });

/** One recording, polled until it is done or failed; a 404/403 is the route's error page. */
export const recordingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recordingKeys.detail(id),
    queryFn: ({ signal }) => fetchRecording(id, signal),
    refetchInterval: (query) => pollWhileWorking(query.state.data ? [query.state.data] : undefined, 1000),
    meta: { handlesError: true },
  });

export const useRecording = (id: string) => useQuery(recordingQueryOptions(id));
