import { FINAL_RECORDING_STATES, type Recording } from '../../../contract/gateway/recordings';

/**
 * How often to poll a list of conversions: every second while any is still working, not at all once every one
 * has reached done or error (design.md: status-dependent polling until a final state).
 */
export function conversionPollInterval(conversions: readonly Pick<Recording, 'state'>[] | undefined, everyMs = 1000): number | false {
  if (!conversions) return false;
  return conversions.some((conversion) => !FINAL_RECORDING_STATES.includes(conversion.state)) ? everyMs : false;
}

/** Seconds a conversion has been (or was) working, for the elapsed-time display. */
export function elapsedSeconds(conversion: Pick<Recording, 'created_at' | 'converted_at' | 'state'>, now: number): number {
  const start = Date.parse(conversion.created_at);
  const end = conversion.converted_at ? Date.parse(conversion.converted_at) : now;
  return Math.max(0, Math.round((end - start) / 1000));
}
