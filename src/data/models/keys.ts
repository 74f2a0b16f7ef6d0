import type { ModelListQuery } from '@contract/gateway/models';

export type ModelListParams = Partial<ModelListQuery>;

/** One root for /api/models (read-only: legacy models of the old conversion order). */
export const modelKeys = {
  all: ['models'] as const,
  list: (params: ModelListParams) => [...modelKeys.all, 'list', params] as const,
};
