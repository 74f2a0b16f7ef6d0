import type { z } from 'zod';
import type { ValidationIssue } from '../contract/gateway/errors';

/** Where a request part sits in FastAPI's `loc` prefix. */
export type RequestPart = 'body' | 'query' | 'path' | 'header' | 'cookie';

/**
 * Turns zod issues into FastAPI-shaped validation entries, keeping the failing field's path. An unknown field is
 * reported at its own path, one entry per field, as pydantic does with `extra = forbid`. Zod issues do not carry
 * the input, so pass the validated value as `input` to tell a missing field from a mistyped one; without it the
 * default zod message decides.
 */
export function toValidationIssues(
  part: RequestPart,
  issues: readonly z.core.$ZodIssue[],
  input?: unknown,
): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const loc = [part, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        loc: [...loc, key],
        msg: 'extra fields not permitted',
        type: 'value_error.extra',
      }));
    }
    if (issue.code === 'invalid_type' && isMissing(issue, input)) {
      return [{ loc, msg: 'field required', type: 'value_error.missing' }];
    }
    return [{ loc, msg: issue.message, type: fastApiType(issue) }];
  });
}

function isMissing(issue: z.core.$ZodIssueInvalidType, input: unknown): boolean {
  if (input === undefined) return /received undefined$/.test(issue.message);
  let value: unknown = input;
  for (const key of issue.path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined;
}

/** pydantic v1's error type names, so a client matching on `type` reads the sandbox like the real gateway. */
function fastApiType(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `type_error.${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return 'value_error.any_str.min_length';
      if (issue.origin === 'array' || issue.origin === 'set') return 'value_error.list.min_items';
      return issue.inclusive === false ? 'value_error.number.not_gt' : 'value_error.number.not_ge';
    case 'too_big':
      if (issue.origin === 'string') return 'value_error.any_str.max_length';
      if (issue.origin === 'array' || issue.origin === 'set') return 'value_error.list.max_items';
      return issue.inclusive === false ? 'value_error.number.not_lt' : 'value_error.number.not_le';
    case 'unrecognized_keys':
      return 'value_error.extra';
    case 'invalid_value':
      return 'type_error.enum';
    case 'invalid_format':
      if (issue.format === 'regex') return 'value_error.str.regex';
      if (issue.format === 'uuid') return 'type_error.uuid';
      return `value_error.${issue.format}`;
    default:
      return `value_error.${issue.code}`;
  }
}
