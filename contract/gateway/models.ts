import * as z from 'zod/mini';
import { Direction, OffsetQuery, Timestamp, Uuid, limitQuery, listEnvelope } from './common';

/** Legacy models (docs/service-api.md#models), still used by the legacy conversion-order endpoint. */

export const ModelVisibility = z.enum(['public', 'private']);
export const ModelSort = z.enum(['name', 'owner', 'date_created']);
export type ModelSort = z.infer<typeof ModelSort>;

/** A slider or a dropdown; SW's 2022 sample puts `options` on a slider, which the loose objects let through. */
export const ModelWidget = z.union([
  z.looseObject({
    type: z.literal('slider'),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    step: z.optional(z.number()),
  }),
  z.looseObject({ type: z.literal('dropdown'), options: z.array(z.string()) }),
]);

export type ModelWidget = z.infer<typeof ModelWidget>;

export const ModelParam = z.looseObject({
  id: z.string(),
  alias: z.string(),
  locked: z.nullish(z.string()),
  type: z.string(),
  widget: ModelWidget,
  default: z.union([z.string(), z.number()]),
  worker_id: z.string(),
});
export type ModelParam = z.infer<typeof ModelParam>;

export const Model = z.looseObject({
  id: Uuid,
  name: z.string(),
  owner: Uuid,
  visibility: ModelVisibility,
  m2o: z.boolean(),
  default_model: z.boolean(),
  date_created: z.nullish(Timestamp),
  pipeline: z.array(Uuid),
  params: z._default(z.array(ModelParam), []),
  user_can_use_model: z.boolean(),
});
export type Model = z.infer<typeof Model>;

export const ModelList = listEnvelope(Model);
export type ModelList = z.infer<typeof ModelList>;

/** `limit` defaults to 0, which the sandbox reads as "no limit". */
export const ModelListQuery = z.object({
  limit: limitQuery(100, 0),
  offset: OffsetQuery,
  search: z.optional(z.string()),
  sort: z._default(ModelSort, 'date_created'),
  direction: z._default(Direction, 'desc'),
});
export type ModelListQuery = z.infer<typeof ModelListQuery>;
