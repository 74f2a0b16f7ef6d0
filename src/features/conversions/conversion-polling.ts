import { FINAL_RECORDING_STATES, type Recording } from '../../../contract/gateway/recordings';

export const POLL_EVERY_MS = 1000;

/** Still converting: neither done nor failed. */
export const isWorking = (conversion: Pick<Recording, 'state'>) => !FINAL_RECORDING_STATES.includes(conversion.state);

/**
 * How often to poll a list of conversions: every second while any is still working, not at all once every one
 * has reached done or error (design.md: status-dependent polling until a final state).
 */
export function conversionPollInterval(
  conversions: readonly Pick<Recording, 'state'>[] | undefined,
  everyMs = POLL_EVERY_MS,
): number | false {
  if (!conversions) return false;
  return conversions.some(isWorking) ? everyMs : false;
}

/**
 * Seconds a conversion has been (or was) working, for the elapsed-time display: from its order (or from when it
 * was redone or retried here, which the record does not say) until it finished, or until now while it works.
 * Null for a failure with no finish time.
 */
export function elapsedSeconds(
  conversion: Pick<Recording, 'created_at' | 'converted_at' | 'state'>,
  now: number,
  restartedAt?: number,
): number | null {
  const start = Math.max(Date.parse(conversion.created_at), restartedAt ?? 0);
  const end = isWorking(conversion) ? now : conversion.converted_at ? Date.parse(conversion.converted_at) : null;
  return end === null ? null : Math.max(0, Math.round((end - start) / 1000));
}
