import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderResponseList, type OrderRequest } from '@contract/gateway/conversions';
import type { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateAfterOrders } from './conversion-cache';

export const placeOrder = (order: OrderRequest) =>
  apiJson(OrderResponseList, '/api/v2/orders', { method: 'POST', body: order });

/** The original ordered from, the order, and whatever the caller wants back with a failure (the form's draft). */
type Order<Draft> = { original: Recording; order: OrderRequest; draft: Draft };

/**
 * Orders conversions of an original (v2). The new conversions show in the original's list and its folder's
 * summary, and the balance and the statistics are read again (conversion-cache.ts). An order spends credits, so it
 * is never replayed on its own: a failure is reported at once and the form keeps the draft.
 */
export function usePlaceOrderMutation<Draft = undefined>(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order }: Order<Draft>) => placeOrder(order),
    meta: errorMeta('The order was not placed', options),
    onSuccess: (_answer, { original }) =>
      invalidateAfterOrders(queryClient, [
        { id: original.id, parent_folder_id: original.parent_folder_id, original_id: original.id },
      ]),
  });
}
