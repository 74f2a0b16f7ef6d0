import * as z from 'zod/mini';

/** Error bodies (docs/service-api.md#error-bodies): `{detail}` for every status but 422, FastAPI's list for 422. */

export const ErrorResponse = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number().check(z.int())])),
  msg: z.string(),
  type: z.string(),
  /** pydantic v2 adds the offending input and, for some types, a context object. */
  input: z.optional(z.unknown()),
  ctx: z.optional(z.record(z.string(), z.unknown())),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const HTTPValidationError = z.object({ detail: z.array(ValidationIssue) });
export type HTTPValidationError = z.infer<typeof HTTPValidationError>;
