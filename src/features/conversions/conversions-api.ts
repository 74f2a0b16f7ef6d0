import { queryOptions } from '@tanstack/react-query';
import { OrderResponse, OrderResponseList, type OrderRequest } from '../../../contract/gateway/conversions';
import {
  Recording,
  RecordingDeleteResponse,
  RecordingList,
  type RecordingPatch,
} from '../../../contract/gateway/recordings';
import { apiJson } from '../../lib/api-client';
import { conversionPollInterval } from './conversion-polling';

/** The newest conversions of an original that the panel shows (the gateway's largest page). */
export const CONVERSIONS_SHOWN = 200;

export const conversionKeys = {
  all: ['conversions'] as const,
  ofOriginal: (originalId: string) => [...conversionKeys.all, 'of-original', originalId] as const,
};

/**
 * The conversions of an original, newest first, polled every second while any of them is still working and not
 * at all once each is done or failed (a redo or a new order makes the next fetch start polling again).
 */
export const conversionsQueryOptions = (originalId: string) =>
  queryOptions({
    queryKey: conversionKeys.ofOriginal(originalId),
    queryFn: ({ signal }) =>
      apiJson(RecordingList, '/api/recordings/conversions', {
        query: { original_id: originalId, limit: CONVERSIONS_SHOWN, direction: 'desc' },
        signal,
      }),
    refetchInterval: (query) => conversionPollInterval(query.state.data?.list),
  });

export const placeOrder = (order: OrderRequest) =>
  apiJson(OrderResponseList, '/api/v2/orders', { method: 'POST', body: order });

/** Retry is the v2 order's way to run a failed conversion again. */
export const retryConversion = (id: string) => apiJson(OrderResponse, `/api/v2/orders/retry/${id}`, { method: 'POST' });

/** Redo runs a finished conversion again with the same settings. */
export const redoConversion = (id: string) =>
  apiJson(Recording, `/api/recordings/conversion-redo/${id}`, { method: 'POST' });

export const patchConversion = (id: string, patch: RecordingPatch) =>
  apiJson(Recording, `/api/recordings/${id}`, { method: 'PATCH', body: patch });

export const deleteConversion = (id: string) =>
  apiJson(RecordingDeleteResponse, `/api/recordings/${id}`, { method: 'DELETE' });
