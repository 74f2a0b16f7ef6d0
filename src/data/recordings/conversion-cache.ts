import type { QueryClient } from '@tanstack/react-query';
import type { Recording } from '@contract/gateway/recordings';
import { creditKeys } from '@/data/credits/keys';
import { statisticsKeys } from '@/data/statistics/keys';
import { recordingKeys } from './keys';
import { keysTouchedBy } from './recording-cache';
import { isWorking } from './recording-polling';

/**
 * The one place that decides what a conversion's life makes stale beyond its own rows. Placing an order, running a
 * conversion again and a conversion finishing (done or failed) each change the balance and the statistics; which
 * of these moments actually moves the credits is the service's business, so the studio re-reads both at each.
 */
const invalidateAccountFigures = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);

/**
 * Conversions were ordered from originals, or one was run again: the lists that show them are re-read (which starts
 * their polling), each once however many orders a batch placed, and so are the balance and the statistics.
 */
export const invalidateAfterOrders = (
  queryClient: QueryClient,
  recordings: ReadonlyArray<Pick<Recording, 'id' | 'parent_folder_id' | 'original_id'>>,
) => {
  const keys = new Map(recordings.flatMap(keysTouchedBy).map((key) => [JSON.stringify(key), key]));
  return Promise.all([
    ...[...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    invalidateAccountFigures(queryClient),
  ]);
};

/**
 * Recordings, folders or a project were deleted: the statistics (the counts and converted time over the project,
 * folder and statistics pages) are re-read at once, not when their minute of freshness runs out. The balance stays:
 * a delete refunds nothing. A batch calls this once, when it ends.
 */
export const invalidateAfterDeletes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: statisticsKeys.all });

/** The recordings a cached answer holds: one record, a list envelope or a bare array (counts hold none). */
function recordingsIn(data: unknown): Pick<Recording, 'id' | 'type' | 'state'>[] {
  if (Array.isArray(data)) return data as Recording[];
  if (data && typeof data === 'object') {
    const list = (data as { list?: unknown }).list;
    if (Array.isArray(list)) return list as Recording[];
    if ('id' in data && 'state' in data) return [data as Recording];
  }
  return [];
}

/**
 * Watches the polled recording reads for conversions going from working to done or failed, wherever they are
 * shown; the first read that sees one final re-reads the balance (a failed conversion may be refunded) and the
 * statistics (converted time, counts). Returns how to stop watching.
 */
export function watchFinishedConversions(queryClient: QueryClient): () => void {
  const working = new Set<string>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== recordingKeys.all[0]) return;
    let finished = false;
    for (const recording of recordingsIn(event.query.state.data)) {
      if (recording.type !== 'converted') continue;
      if (isWorking(recording)) working.add(recording.id);
      else if (working.delete(recording.id)) finished = true;
    }
    if (finished) void invalidateAccountFigures(queryClient);
  });
}
