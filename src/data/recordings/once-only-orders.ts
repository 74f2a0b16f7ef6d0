import type { OrderConversion, OrderRequest } from '@contract/gateway/conversions';
import type { Recording } from '@contract/gateway/recordings';
import { ApiError } from '@/lib/http/api-error';
import { fetchConversions } from './conversions-query';
import { placeOrder } from './place-order-mutation';

/**
 * Whether a failed order may have been placed all the same: no answer came (the connection dropped after the
 * request left), or the server or a proxy failed after receiving it (408, 5xx). A 4xx other than 408 is a refusal:
 * nothing was placed.
 */
export const outcomeUnknown = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status >= 500);

/** Whether a listed conversion is the one a requested conversion made (only the fields the request set are compared). */
function madeBy(wanted: OrderConversion, order: OrderRequest, conversion: Recording): boolean {
  return (
    conversion.voice_id === wanted.voice_id &&
    (wanted.accent_id === undefined || conversion.accent_id === wanted.accent_id) &&
    (wanted.semitones_correction === undefined ||
      (conversion.semitones_correction ?? 0) === wanted.semitones_correction) &&
    (wanted.narration_style_id === undefined || conversion.narration_style_id === wanted.narration_style_id) &&
    (wanted.label === undefined || conversion.label === wanted.label) &&
    (order.calibration_id === undefined || conversion.calibration_id === order.calibration_id)
  );
}

/**
 * What of an order is not among the original's conversions created since `since` (ISO time): the order itself when
 * none of it is there, a smaller order when part is (each listed conversion answers for one requested), null when
 * all of it was placed. The gateway has no idempotency key, so this is how a retry avoids charging twice.
 */
export function unplacedPart(
  order: OrderRequest,
  conversions: readonly Recording[],
  since: string,
): OrderRequest | null {
  const candidates = conversions.filter(
    (conversion) => conversion.type === 'converted' && conversion.created_at >= since,
  );
  const claimed = new Set<string>();
  const missing = order.conversions.filter((wanted) => {
    const found = candidates.find((conversion) => !claimed.has(conversion.id) && madeBy(wanted, order, conversion));
    if (found) claimed.add(found.id);
    return !found;
  });
  if (missing.length === 0) return null;
  return missing.length === order.conversions.length ? order : { ...order, conversions: missing };
}

/** How far the server's clock may run behind this browser's without a placed order being missed on a retry. */
export const CLOCK_ALLOWANCE_MS = 2 * 60_000;

/**
 * Places orders for a batch so that none is charged twice. An order whose earlier try ended with an unknown outcome
 * (`outcomeUnknown`) is looked for among its original's conversions created since the batch began (less the clock
 * allowance) before anything is sent again; only what is not found is sent. Answers how many conversions the
 * order has now, placed by this call or found from an earlier one.
 */
export function onceOnlyOrders(startedAt: Date) {
  const since = new Date(startedAt.getTime() - CLOCK_ALLOWANCE_MS).toISOString();
  const uncertain = new Set<string>();
  return async function place(order: OrderRequest): Promise<{ placed: number; found: number }> {
    let toSend: OrderRequest | null = order;
    if (uncertain.has(order.original_id)) {
      toSend = unplacedPart(order, (await fetchConversions(order.original_id)).list, since);
      uncertain.delete(order.original_id);
    }
    const found = order.conversions.length - (toSend?.conversions.length ?? 0);
    if (!toSend) return { placed: 0, found };
    try {
      const answer = await placeOrder(toSend);
      return { placed: answer.length, found };
    } catch (error) {
      if (outcomeUnknown(error)) uncertain.add(order.original_id);
      throw error;
    }
  };
}
