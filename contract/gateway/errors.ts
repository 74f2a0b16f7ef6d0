import { z } from 'zod';

/** Error bodies (api-facts §2): `{detail}` for every status but 422, FastAPI's list for 422. */

export const ErrorResponse = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number().int()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const HTTPValidationError = z.object({ detail: z.array(ValidationIssue) });
export type HTTPValidationError = z.infer<typeof HTTPValidationError>;

export const DefaultSuccessResponse = z.object({ detail: z.string().default('OK') });

/** Where a request part sits in FastAPI's `loc` prefix. */
export type RequestPart = 'body' | 'query' | 'path' | 'header' | 'cookie';

/** Turns zod issues into FastAPI-shaped validation entries, keeping the failing field's path. */
export function toValidationIssues(part: RequestPart, issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => ({
    loc: [part, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    msg: issue.message,
    type: fastApiType(issue),
  }));
}

function fastApiType(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'value_error.missing' : `type_error.${issue.expected}`;
    case 'too_small':
      return 'value_error.number.not_ge';
    case 'too_big':
      return issue.origin === 'string' ? 'value_error.any_str.max_length' : 'value_error.number.not_le';
    case 'unrecognized_keys':
      return 'value_error.extra';
    case 'invalid_value':
      return 'type_error.enum';
    case 'invalid_format':
      return `value_error.${issue.format}`;
    default:
      return `value_error.${issue.code}`;
  }
}
