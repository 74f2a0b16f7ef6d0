import type { Db } from './database';
import { enqueueJob } from './job-repository';
import { insertOrder, reopenOrders, type OrderRow } from './order-repository';
import {
  insertRecording,
  updateRecording,
  WAITING_FOR_ORIGINAL,
  type NewRecording,
  type RecordingRow,
} from './recording-repository';

/** What a conversion is, as the order route resolved it (voice, accent, style, calibration, label…). */
export type OrderedConversion = Omit<
  NewRecording,
  'user_id' | 'project_id' | 'parent_folder_id' | 'original_id' | 'type' | 'state' | 'process_stage'
>;

/**
 * An order of conversions of one original, across the recordings, orders and jobs tables in one transaction:
 * each conversion is a `converted` recording in `processing`, its order row and, when the original is ready, its
 * queued job. A conversion of an original still processing waits without a job until the original's end
 * releases it (original-outcome.ts).
 */
export function placeConversionOrders(
  db: Db,
  original: Pick<RecordingRow, 'id' | 'user_id' | 'project_id' | 'parent_folder_id' | 'state'>,
  calibrationId: string | null,
  conversions: OrderedConversion[],
): { order: OrderRow; row: RecordingRow }[] {
  const ready = original.state === 'done';
  return db.transaction(() =>
    conversions.map((conversion) => {
      const row = insertRecording(db, {
        ...conversion,
        user_id: original.user_id,
        project_id: original.project_id,
        parent_folder_id: original.parent_folder_id,
        original_id: original.id,
        type: 'converted',
        state: 'processing',
        process_stage: ready ? 'queued' : WAITING_FOR_ORIGINAL,
      });
      const order = insertOrder(db, {
        user_id: original.user_id,
        original_id: original.id,
        conversion_id: row.id,
        calibration_id: calibrationId,
      });
      if (ready) enqueueJob(db, 'conversion', row.id);
      return { order, row };
    }),
  )();
}

/** Redo and retry: the conversion back to processing from scratch, its orders open again and a new job. */
export function rerunConversion(db: Db, conversionId: string): void {
  db.transaction(() => {
    updateRecording(db, conversionId, {
      state: 'processing',
      error: null,
      process_stage: 'queued',
      converted_at: null,
    });
    reopenOrders(db, conversionId);
    enqueueJob(db, 'conversion', conversionId);
  })();
}
