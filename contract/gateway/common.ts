import * as z from 'zod/mini';

/** Shared building blocks of the gateway document: ids, paging, sort direction, list envelope. */

export const Uuid = z.uuid();
export const Timestamp = z.iso.datetime({ offset: true });
export const Direction = z.enum(['asc', 'desc']);
export type Direction = z.infer<typeof Direction>;

export const Pagination = z.object({
  count: z.number().check(z.int()),
  limit: z.number().check(z.int()),
  offset: z.number().check(z.int()),
});
export type Pagination = z.infer<typeof Pagination>;

export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.object({ list: z.array(item), pagination: Pagination });
}
export type ListEnvelope<T> = { list: T[]; pagination: Pagination };

/** Query booleans arrive as text; FastAPI accepts true/false/1/0/yes/no/on/off. */
export const QueryBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])]),
  z.transform((v) => v === true || v === 'true' || v === '1' || v === 'yes' || v === 'on'),
);

/** `limit` in a query string: an integer within the endpoint's documented range. */
export function limitQuery(max: number, fallback: number) {
  return z._default(z.coerce.number().check(z.int(), z.gte(0)).check(z.lte(max)), fallback);
}
export const OffsetQuery = z._default(z.coerce.number().check(z.int(), z.gte(0)), 0);

/** Text without control characters (tab, CR, LF, NUL…). */
export const PRINTABLE = /^[^\p{Cc}]*$/u;

/**
 * Labels and names share the gateway's 40-character limit, and are printable text: a tab, CR or LF (any control
 * character) in a project's or folder's name would break the lines and cells it is shown in.
 */
export const NAME_MAX = 40;
export const Name40 = z
  .string()
  .check(z.minLength(1), z.maxLength(NAME_MAX), z.regex(PRINTABLE, 'use printable characters only'));

/**
 * A repeatable query parameter (`?a=1&a=2`): the query parser gives a string for one value and an array for
 * several; both become an array so handlers see one shape.
 */
export function repeatedQuery<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value) => (value === undefined || Array.isArray(value) ? value : [value])),
    z.array(item),
  );
}
