import { queryOptions } from '@tanstack/react-query';
import { Credits } from '../../../contract/gateway/credits';
import { apiJson } from '../../lib/api-client';

export const creditKeys = { balance: ['credits'] as const };

export const creditsQueryOptions = () =>
  queryOptions({ queryKey: creditKeys.balance, queryFn: ({ signal }) => apiJson(Credits, '/api/credits', { signal }) });
