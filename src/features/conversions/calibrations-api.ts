import { queryOptions } from '@tanstack/react-query';
import { CalibrationListAnyResponse, type Calibration } from '../../../contract/gateway/calibrations';
import { apiJson } from '../../lib/api-client';

export const calibrationKeys = {
  all: ['calibrations'] as const,
  list: () => [...calibrationKeys.all, 'list'] as const,
};

/**
 * The account's calibrations (the gateway's largest page); the order form offers the calibrated ones. The
 * gateway has answered both an envelope and a bare array; either becomes the array, even when the reader
 * reports drift and hands back the raw body.
 */
export const calibrationsQueryOptions = () =>
  queryOptions({
    queryKey: calibrationKeys.list(),
    queryFn: async ({ signal }): Promise<Calibration[]> => {
      const body: unknown = await apiJson(CalibrationListAnyResponse, '/api/calibration', {
        query: { limit: 200 },
        signal,
      });
      if (Array.isArray(body)) return body as Calibration[];
      return (body as { list?: Calibration[] } | null)?.list ?? [];
    },
  });
