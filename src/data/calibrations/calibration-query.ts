import { queryOptions, useQuery } from '@tanstack/react-query';
import { Calibration } from '../../../contract/gateway/calibrations';
import { apiJson } from '../../lib/api-client';
import { calibrationKeys } from './keys';

export const fetchCalibration = (id: string, signal?: AbortSignal) => apiJson(Calibration, `/api/calibration/${id}`, { signal });

/** One calibration, polled until it is calibrated or failed. */
export const calibrationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: calibrationKeys.detail(id),
    queryFn: ({ signal }) => fetchCalibration(id, signal),
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? 2000 : false),
    meta: { handlesError: true },
  });

export const useCalibration = (id: string) => useQuery(calibrationQueryOptions(id));
