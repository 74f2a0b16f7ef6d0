import * as z from 'zod/mini';
import type { ValidationIssue } from '../contract/gateway/errors';
import { toValidationIssues, type RequestPart } from './validation-issues';

/**
 * A request part failed its schema. Both servers answer it as 422 in FastAPI's shape, so the studio reads one
 * error form whether the sandbox, the proxy or the real gateway rejected the input.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.name = 'RequestValidationError';
  }
}

// The contract is written with zod/mini, which carries no messages of its own: the 422s speak zod's English ones
// (validation-issues.ts also tells a missing field by its message).
z.config(z.locales.en());

const PART_BY_HTTP_PART: Record<string, RequestPart> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** FastAPI's answer to an empty (or null) body where the endpoint declares one; Fastify hands an absent body to validators as null. */
const MISSING_BODY: ValidationIssue = { loc: ['body'], msg: 'field required', type: 'value_error.missing' };

/**
 * A Fastify validator compiler for zod schemas (structurally typed, so contract/ stays free of Fastify).
 * The parsed value replaces the raw one, so defaults and coercions reach the handler.
 */
export function zodValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const zodSchema = schema as z.core.$ZodType;
  const part = PART_BY_HTTP_PART[httpPart ?? 'body'] ?? 'body';
  const bodyRequired = part === 'body' && !z.safeParse(zodSchema, undefined).success;
  return (data: unknown) => {
    if (bodyRequired && data == null) return { error: new RequestValidationError([MISSING_BODY]) };
    const input = data ?? (part === 'body' ? undefined : {});
    const result = z.safeParse(zodSchema, input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(toValidationIssues(part, result.error.issues, input)) };
  };
}

/** Validates a value outside Fastify's schema hooks (multipart fields, WebSocket messages). */
export function parseOrThrow<T extends z.core.$ZodType>(schema: T, part: RequestPart, data: unknown): z.output<T> {
  const result = z.safeParse(schema, data);
  if (!result.success && part === 'body' && data == null) throw new RequestValidationError([MISSING_BODY]);
  if (!result.success) throw new RequestValidationError(toValidationIssues(part, result.error.issues, data));
  return result.data;
}
