import { FINAL_RECORDING_STATES } from '@contract/gateway/recording-state';
import type { Recording } from '@contract/gateway/recordings';

/** Still being made (uploaded and processed, synthesised, converted): neither done nor failed. */
export const isWorking = (recording: Pick<Recording, 'state'>) => !FINAL_RECORDING_STATES.includes(recording.state);

/**
 * Status-dependent polling (docs/service-api.md#recording-states): every `everyMs` while any of the rows is still
 * working, not at all once each is done or failed. A new order or a redo invalidates the list, and the next read starts
 * polling again.
 */
export function pollWhileWorking(
  rows: readonly Pick<Recording, 'state'>[] | undefined,
  everyMs: number,
): number | false {
  return rows?.some(isWorking) ? everyMs : false;
}
