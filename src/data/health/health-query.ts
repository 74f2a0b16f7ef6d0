import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthResponse } from '../../../contract/gateway/auth';
import { apiJson } from '../../lib/http/api-client';
import { healthKeys } from './keys';

export const fetchHealth = (signal?: AbortSignal) => apiJson(HealthResponse, '/api/healtz', { signal });

/** The gateway's health answer; the sandbox adds `docs_url`, the real service does not. */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => fetchHealth(signal),
    staleTime: 10 * 60_000,
    meta: { handlesError: true },
  });

export const useHealth = () => useQuery(healthQueryOptions());
