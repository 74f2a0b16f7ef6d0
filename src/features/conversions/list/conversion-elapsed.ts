import type { Recording } from '@contract/gateway/recordings';
import { isWorking } from '@/data/recordings/recording-polling';

/**
 * Seconds a conversion has been (or was) working, for the elapsed-time display: from its order (or from when it
 * was redone or retried here, which the record does not say) until it finished, or until now while it works.
 * Null for a failure with no finish time, and for a finish older than the redo.
 */
export function elapsedSeconds(
  conversion: Pick<Recording, 'created_at' | 'converted_at' | 'state'>,
  now: number,
  restartedAt?: number,
): number | null {
  const start = Math.max(Date.parse(conversion.created_at), restartedAt ?? 0);
  const end = isWorking(conversion) ? now : conversion.converted_at ? Date.parse(conversion.converted_at) : null;
  // A finish from before the redo is the previous run's (the record has not been re-read yet): no figure.
  if (end === null || end < start) return null;
  return Math.round((end - start) / 1000);
}
