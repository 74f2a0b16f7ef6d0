import { isConnectionFailure } from '../../lib/api-error';

type QueryState = { error: Error | null; failureReason: Error | null; data: unknown; isPaused?: boolean };

/**
 * Says that a list could not be (re)loaded, and whether what is still shown is the last data it had. It reads
 * the failure of the latest attempt too (`failureReason`), so a list whose retries are paused while the server
 * is unreachable says so at once instead of looking merely quiet. Never "empty": the caller shows its empty
 * state only when there is data and no failure (see `hasLoadFailure`).
 */
export function LoadFailure({ query, what }: { query: QueryState; what: string }) {
  const failure = query.error ?? query.failureReason;
  if (!failure) return null;
  const kept = query.data !== undefined;
  const retrying = !query.error || isConnectionFailure(failure);
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="load-failure">
      Could not load {what}: {failure.message.replace(/\.$/, '')}.{kept ? ' Showing what was loaded before.' : ''}
      {retrying ? ' Trying again when the server answers.' : ''}
    </p>
  );
}

/** True while the latest read of the list failed (or is failing and waiting to retry). */
export const hasLoadFailure = (query: Pick<QueryState, 'error' | 'failureReason'>) => Boolean(query.error ?? query.failureReason);
