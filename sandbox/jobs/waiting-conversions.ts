import type { Db } from '../store/database';
import { closeOrdersFailed } from '../store/order-repository';
import { conversionsWaitingFor, updateRecording } from '../store/recording-repository';
import { enqueueJob } from '../store/job-repository';

/**
 * Conversions ordered while their original was still processing (the official client orders a text-to-speech
 * original's conversion at once, then polls only the conversion). They stay `processing` with the stage
 * `waiting_for_original` and no job; whoever settles the original calls one of these in the same transaction
 * as the original's own update, so a crash leaves either both or neither (durability across SIGKILL).
 */
export function releaseWaitingConversions(db: Db, originalId: string): number {
  const waiting = conversionsWaitingFor(db, originalId);
  for (const conversion of waiting) {
    updateRecording(db, conversion.id, { process_stage: 'queued' });
    enqueueJob(db, 'conversion', conversion.id);
  }
  return waiting.length;
}

/** The original ended in error: its waiting conversions end too, saying why. */
export function failWaitingConversions(db: Db, originalId: string, reason: string): void {
  const error = `The original recording failed: ${reason}`;
  for (const conversion of conversionsWaitingFor(db, originalId)) {
    updateRecording(db, conversion.id, { state: 'error', error, process_stage: null });
    closeOrdersFailed(db, conversion.id, error);
  }
}
