import { queryOptions, useQuery } from '@tanstack/react-query';
import { ModelList } from '@contract/gateway/models';
import { apiJson } from '@/lib/http/api-client';
import { modelKeys, type ModelListParams } from './keys';

export const fetchModels = (params: ModelListParams, signal?: AbortSignal) =>
  apiJson(ModelList, '/api/models', { query: params, signal });

/** Legacy models (limit 0 means every one); they change rarely. */
export const modelsQueryOptions = (params: ModelListParams = {}) =>
  queryOptions({
    queryKey: modelKeys.list(params),
    queryFn: ({ signal }) => fetchModels(params, signal),
    staleTime: 5 * 60_000,
  });

export const useModels = (params: ModelListParams = {}) => useQuery(modelsQueryOptions(params));
