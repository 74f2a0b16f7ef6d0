import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/http/api-client';
import { healthKeys } from './keys';

/**
 * The studio server's own health (`/healthz`, answered by the proxy, not the service): which upstream it serves
 * and, when that is the sandbox it embedded, its API reference on this origin (the sign-in page reads the demo
 * account from the same answer, without React Query: demo-account.ts).
 */
const StudioHealth = z.looseObject({
  status: z.string(),
  upstream: z.optional(z.enum(['sandbox', 'service'])),
  docs_url: z.optional(z.string()),
});

const fetchHealth = (signal?: AbortSignal) => apiJson(StudioHealth, '/healthz', { signal });

const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => fetchHealth(signal),
    staleTime: 10 * 60_000,
    meta: { handlesError: true },
  });

export const useHealth = () => useQuery(healthQueryOptions());
