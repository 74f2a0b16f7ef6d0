import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Direction } from '@contract/gateway/common';
import { RecordingList } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';
import { pollWhileWorking } from './recording-polling';

/** The gateway's largest page of recordings; a folder is read in pages of this size. */
export const RECORDINGS_PAGE_SIZE = 200;

export const fetchOriginalsPage = (folderId: string, direction: Direction, page: number, signal?: AbortSignal) =>
  apiJson(RecordingList, '/api/recordings/originals', {
    query: { folder_id: folderId, direction, limit: RECORDINGS_PAGE_SIZE, offset: page * RECORDINGS_PAGE_SIZE },
    signal,
  });

/**
 * One page (0-based) of a folder's originals in creation order, polled while it shows an original still being
 * made (a text-to-speech original). The folder view shows a failure over the rows it already has.
 */
export const originalsPageQueryOptions = (folderId: string, direction: Direction, page: number) =>
  queryOptions({
    queryKey: recordingKeys.originalsPage(folderId, direction, page),
    queryFn: ({ signal }) => fetchOriginalsPage(folderId, direction, page, signal),
    refetchInterval: (query) => pollWhileWorking(query.state.data?.list, 1500),
    meta: { handlesError: true },
  });

export const useOriginalsPage = (folderId: string, direction: Direction, page: number) =>
  useQuery(originalsPageQueryOptions(folderId, direction, page));
