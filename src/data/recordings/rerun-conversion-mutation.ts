import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderResponse } from '@contract/gateway/conversions';
import { Recording } from '@contract/gateway/recordings';
import { apiJson } from '@/lib/http/api-client';
import { errorMeta, type CallerOptions } from '@/data/caller-options';
import { invalidateAfterOrders } from './conversion-cache';

/** Retry is the v2 order's way to run a failed conversion again; redo runs a finished one again, same settings. */
export const rerunConversion = (conversion: Recording): Promise<unknown> =>
  conversion.state === 'error'
    ? apiJson(OrderResponse, `/api/v2/orders/retry/${conversion.id}`, { method: 'POST' })
    : apiJson(Recording, `/api/recordings/conversion-redo/${conversion.id}`, { method: 'POST' });

/** The conversion starts working again: what an order makes stale is re-read (conversion-cache.ts). */
export function useRerunConversionMutation(options?: CallerOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunConversion,
    meta: errorMeta('The conversion was not run again', options),
    onSuccess: (_answer, conversion) => invalidateAfterOrders(queryClient, [conversion]),
  });
}
