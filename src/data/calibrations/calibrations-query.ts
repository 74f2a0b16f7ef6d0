import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CalibrationListAnyResponse, type Calibration } from '@contract/gateway/calibrations';
import { apiJson } from '@/lib/http/api-client';
import { calibrationKeys, type CalibrationListParams } from './keys';

export type CalibrationPage = { list: Calibration[]; count: number };

/**
 * A page of calibrations. The gateway has answered both an envelope and a bare array; either becomes a list and a
 * count (a bare array's count is what is on the page plus the offset: all that can be told).
 */
export async function fetchCalibrations(params: CalibrationListParams, signal?: AbortSignal): Promise<CalibrationPage> {
  const body: unknown = await apiJson(CalibrationListAnyResponse, '/api/calibration', { query: params, signal });
  if (Array.isArray(body)) return { list: body as Calibration[], count: params.offset + body.length };
  const envelope = body as { list?: Calibration[]; pagination?: { count?: number } } | null;
  const list = envelope?.list ?? [];
  return { list, count: envelope?.pagination?.count ?? params.offset + list.length };
}

const processing = (page: CalibrationPage | undefined) =>
  page?.list.some((calibration) => calibration.state === 'processing') ?? false;

/** A page of calibrations, polled every 2 s while one of them is still being measured (a few minutes). */
export const calibrationsQueryOptions = (params: CalibrationListParams) =>
  queryOptions({
    queryKey: calibrationKeys.list(params),
    queryFn: ({ signal }) => fetchCalibrations(params, signal),
    refetchInterval: (query) => (processing(query.state.data) ? 2000 : false),
    placeholderData: keepPreviousData,
  });

export const useCalibrations = (params: CalibrationListParams) => useQuery(calibrationsQueryOptions(params));

/** The first page of the gateway's largest size: what the order form offers. */
export const ALL_CALIBRATIONS: CalibrationListParams = { limit: 200, offset: 0 };
