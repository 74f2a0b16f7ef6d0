import type { QueryClient } from '@tanstack/react-query';
import type { Recording } from '../../../contract/gateway/recordings';
import { creditKeys } from '../credits/keys';
import { statisticsKeys } from '../statistics/keys';
import { recordingKeys } from './keys';
import { isWorking } from './recording-polling';

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
 * Keeps the balance and the statistics current when a conversion finishes. The polled recording reads see each
 * conversion go from working to done or failed; the first read that sees it final re-reads the credits (a failed
 * conversion may be refunded) and the statistics (converted time, counts). Orders invalidate both themselves when
 * they are placed. Returns how to stop watching.
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
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    void queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
  });
}
