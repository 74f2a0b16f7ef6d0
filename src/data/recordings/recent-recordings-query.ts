import { useQuery } from '@tanstack/react-query';
import { RecordingList } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { recordingKeys } from './keys';

/** How many of the account's newest recordings are read to find the recent originals among them. */
export const RECENT_RECORDINGS_READ = 50;

/**
 * The account's newest recordings across all its projects (GET /api/recordings with no project or folder), one
 * page, newest first. Conversions are in the same list, so a burst of conversions can leave fewer originals.
 */
export const useRecentRecordings = () =>
  useQuery({
    queryKey: recordingKeys.recent(),
    queryFn: async ({ signal }) =>
      (
        await apiJson(RecordingList, '/api/recordings', {
          query: { limit: RECENT_RECORDINGS_READ, direction: 'desc' },
          signal,
        })
      ).list,
    meta: { handlesError: true },
  });
