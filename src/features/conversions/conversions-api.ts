import { queryOptions } from '@tanstack/react-query';
import { CalibrationList } from '../../../contract/gateway/calibrations';
import { OrderResponse, type OrderRequest } from '../../../contract/gateway/conversions';
import { Credits } from '../../../contract/gateway/credits';
import { Recording, RecordingDeleteResponse, RecordingList, type RecordingPatch } from '../../../contract/gateway/recordings';
import { Voice, VoiceList } from '../../../contract/gateway/voices';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client';
import { conversionPollInterval } from './conversion-polling';

export const conversionKeys = {
  all: ['conversions'] as const,
  ofOriginal: (originalId: string) => [...conversionKeys.all, originalId] as const,
};

export const voiceKeys = { all: ['voices'] as const };
export const accountKeys = { credits: ['credits'] as const, calibrations: ['calibrations'] as const };

/** Conversions of an original, polled every second until each one is done or failed. */
export const conversionsQueryOptions = (originalId: string) =>
  queryOptions({
    queryKey: conversionKeys.ofOriginal(originalId),
    queryFn: async ({ signal }) =>
      (await apiJson(RecordingList, '/api/recordings/conversions', { query: { original_id: originalId, limit: 200, direction: 'desc' }, signal })).list,
    refetchInterval: (query) => conversionPollInterval(query.state.data),
  });

/** The whole catalogue (it is small: pages of 100 until the count), favourites sorted first by the picker. */
export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: voiceKeys.all,
    queryFn: async ({ signal }) => {
      const voices: Voice[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await apiJson(VoiceList, '/api/v2/voices', { query: { limit: 100, offset, sort: 'name', direction: 'asc' }, signal });
        voices.push(...page.list);
        if (page.list.length === 0 || voices.length >= page.pagination.count) return voices;
      }
    },
    staleTime: 5 * 60_000,
  });

export const creditsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.credits, queryFn: ({ signal }) => apiJson(Credits, '/api/credits', { signal }) });

export const calibrationsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.calibrations,
    queryFn: async ({ signal }) => (await apiJson(CalibrationList, '/api/calibration', { query: { limit: 200 }, signal })).list,
  });

export const placeOrder = (order: OrderRequest) => apiJson(z.array(OrderResponse), '/api/v2/orders', { method: 'POST', body: order });
export const retryConversion = (id: string) => apiJson(OrderResponse, `/api/v2/orders/retry/${id}`, { method: 'POST' });
export const redoConversion = (id: string) => apiJson(Recording, `/api/recordings/conversion-redo/${id}`, { method: 'POST' });
export const patchConversion = (id: string, patch: RecordingPatch) => apiJson(Recording, `/api/recordings/${id}`, { method: 'PATCH', body: patch });
export const deleteConversion = (id: string) => apiJson(RecordingDeleteResponse, `/api/recordings/${id}`, { method: 'DELETE' });
export const toggleFavoriteVoice = (id: string, favorite: boolean) =>
  apiJson(Voice, `/api/v2/voices/favorite/${id}`, { method: 'POST', body: { favorite } });
