import { z } from 'zod';

/** Shared building blocks of the gateway document: ids, paging, sort direction, list envelope. */

export const Uuid = z.uuid();
export const Timestamp = z.iso.datetime({ offset: true });
export const Direction = z.enum(['asc', 'desc']);
export type Direction = z.infer<typeof Direction>;

export const Pagination = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: Pagination });
}
export type ListEnvelope<T> = { list: T[]; pagination: Pagination };

/** Query booleans arrive as text; FastAPI accepts true/false/1/0/yes/no/on/off. */
export const QueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes' || v === 'on');

/** `limit` in a query string: an integer within the endpoint's documented range. */
export function limitQuery(max: number, fallback: number) {
  return z.coerce.number().int().min(0).max(max).default(fallback);
}
export const OffsetQuery = z.coerce.number().int().min(0).default(0);

/** Labels and names share the gateway's 40-character limit. */
export const NAME_MAX = 40;
export const Name40 = z.string().min(1).max(NAME_MAX);

/**
 * A repeatable query parameter (`?a=1&a=2`): the query parser gives a string for one value and an array for
 * several; both become an array so handlers see one shape.
 */
export function repeatedQuery<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
}
