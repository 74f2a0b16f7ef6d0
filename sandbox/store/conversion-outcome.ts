import type { Db } from './database';
import { closeOrdersDone, closeOrdersFailed } from './order-repository';
import { updateRecording, type RecordingRow } from './recording-repository';
import { spendCredits } from './user-repository';

/**
 * A conversion's end, across the recordings, orders and users tables in one transaction: a crash leaves the
 * conversion processing (its job queued) or finished and paid for, never one without the other.
 */
export function completeConversion(
  db: Db,
  row: Pick<RecordingRow, 'id' | 'user_id'>,
  result: { size: number; duration: number; f0: number | null },
  price: number,
): void {
  db.transaction(() => {
    updateRecording(db, row.id, {
      state: 'done',
      file_ext: 'wav',
      file_name: `${row.id}.wav`,
      size: result.size,
      duration: result.duration,
      converted_at: new Date().toISOString(),
      error: null,
      process_stage: null,
    });
    closeOrdersDone(db, row.id, result.f0);
    // Credits are spent as the conversion finishes (contract/gateway/pricing.ts).
    spendCredits(db, row.user_id, price);
  })();
}

/** A conversion that failed, with its orders, costs nothing. */
export function failConversion(db: Db, conversionId: string, message: string): void {
  db.transaction(() => {
    updateRecording(db, conversionId, { state: 'error', error: message, process_stage: null });
    closeOrdersFailed(db, conversionId, message);
  })();
}
