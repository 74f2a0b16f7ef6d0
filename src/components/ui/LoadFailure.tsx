import type { FetchStatus } from '@tanstack/react-query';
import { isConnectionFailure } from '@/lib/http/api-error';
import { useServiceStatus } from '@/lib/http/service-status-store';

type QueryState = { error: Error | null; failureReason: Error | null; data: unknown; fetchStatus?: FetchStatus };

/**
 * Says that a list could not be (re)loaded, and whether what is still shown is the last data it had. It reads
 * the failure of the latest attempt too (`failureReason`), and a read that is waiting because the device is
 * offline or the server unreachable (`fetchStatus: 'paused'`), so a list never looks merely quiet, or empty,
 * while it cannot be read. Callers show their empty state only without a failure (`hasLoadFailure`).
 */
export function LoadFailure({ query, what }: { query: QueryState; what: string }) {
  const offline = useServiceStatus((state) => state.offline);
  const failure = query.error ?? query.failureReason;
  const waiting = query.fetchStatus === 'paused';
  if (!failure && !waiting) return null;
  const reason = failure
    ? failure.message.replace(/\.$/, '')
    : offline
      ? 'this device is offline'
      : 'the server cannot be reached';
  const kept = query.data !== undefined;
  const retrying = waiting || !query.error || isConnectionFailure(failure);
  return (
    <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger" data-testid="load-failure">
      Could not load {what}: {reason}.{kept ? ' Showing what was loaded before.' : ''}
      {retrying ? ' It loads again when the server answers.' : ''}
    </p>
  );
}

/** True while the latest read of the list failed, is failing and waiting to retry, or is waiting for the server. */
export const hasLoadFailure = (query: Pick<QueryState, 'error' | 'failureReason' | 'fetchStatus'>) =>
  Boolean(query.error ?? query.failureReason) || query.fetchStatus === 'paused';
