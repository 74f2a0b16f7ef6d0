import { randomUUID } from 'node:crypto';
import type { Db } from './database';

/**
 * One row of the orders table: the v2 OrderResponse of one converted recording (docs/service-api.md#conversion-orders).
 */
export type OrderRow = {
  id: string;
  user_id: string;
  original_id: string;
  conversion_id: string;
  calibration_id: string | null;
  tracking_id: string;
  f0: number | null;
  state: string;
  error: string | null;
  created_at: string;
  closed_at: string | null;
};

/** The order as the API answers it: the sandbox has no billing transactions or moderation. */
export const toOrder = (row: OrderRow) => ({ ...row, transaction_id: null, moderation_id: null });

export function insertOrder(
  db: Db,
  fields: Pick<OrderRow, 'user_id' | 'original_id' | 'conversion_id' | 'calibration_id'>,
): OrderRow {
  const order: OrderRow = {
    id: randomUUID(),
    tracking_id: randomUUID(),
    f0: null,
    state: 'new',
    error: null,
    created_at: new Date().toISOString(),
    closed_at: null,
    ...fields,
  };
  db.prepare(
    `INSERT INTO orders (id, user_id, original_id, conversion_id, calibration_id, tracking_id, f0, state, error, created_at, closed_at)
     VALUES (@id, @user_id, @original_id, @conversion_id, @calibration_id, @tracking_id, @f0, @state, @error, @created_at, @closed_at)`,
  ).run(order);
  return order;
}

/** The order a retry answers with: the latest one of the conversion. */
export function latestOrderOf(db: Db, conversionId: string): OrderRow | undefined {
  return db
    .prepare('SELECT * FROM orders WHERE conversion_id = ? ORDER BY created_at DESC LIMIT 1')
    .get(conversionId) as OrderRow | undefined;
}

/** A retry or redo opens the conversion's orders again. */
export function reopenOrders(db: Db, conversionId: string): void {
  db.prepare("UPDATE orders SET state = 'new', error = NULL, closed_at = NULL WHERE conversion_id = ?").run(
    conversionId,
  );
}

export function closeOrdersDone(db: Db, conversionId: string, f0: number | null): void {
  db.prepare("UPDATE orders SET state = 'done', f0 = ?, error = NULL, closed_at = ? WHERE conversion_id = ?").run(
    f0,
    new Date().toISOString(),
    conversionId,
  );
}

export function closeOrdersFailed(db: Db, conversionId: string, error: string): void {
  db.prepare("UPDATE orders SET state = 'error', error = ?, closed_at = ? WHERE conversion_id = ?").run(
    error,
    new Date().toISOString(),
    conversionId,
  );
}
