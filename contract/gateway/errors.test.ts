import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { RequestValidationError, zodValidatorCompiler } from '../validation';
import { HTTPValidationError, toValidationIssues } from './errors';

describe('FastAPI-shaped validation errors', () => {
  const schema = z.strictObject({ name: z.string().max(3), count: z.number().int().min(1) });

  it('keeps the request part and the field path in loc', () => {
    const result = schema.safeParse({ name: 'long', count: 0, extra: true });
    if (result.success) throw new Error('expected failure');
    const issues = toValidationIssues('body', result.error.issues);
    expect(HTTPValidationError.parse({ detail: issues }).detail).toHaveLength(3);
    expect(issues.map((issue) => issue.loc)).toEqual(expect.arrayContaining([['body', 'name'], ['body', 'count'], ['body']]));
    expect(issues.find((issue) => issue.loc[1] === 'name')?.type).toBe('value_error.any_str.max_length');
    expect(issues.find((issue) => issue.loc.length === 1)?.type).toBe('value_error.extra');
  });

  it('marks missing fields as value_error.missing', () => {
    const result = schema.safeParse({ name: 'ab' });
    if (result.success) throw new Error('expected failure');
    expect(toValidationIssues('query', result.error.issues)[0]).toMatchObject({ loc: ['query', 'count'], type: 'value_error.missing' });
  });

  it('compiles into a Fastify validator that maps querystring to query and params to path', () => {
    const validate = zodValidatorCompiler({ schema: z.object({ id: z.uuid() }), httpPart: 'params' });
    const failed = validate({ id: 'nope' });
    expect('error' in failed && failed.error).toBeInstanceOf(RequestValidationError);
    if ('error' in failed) expect(failed.error?.issues[0]?.loc).toEqual(['path', 'id']);
    const ok = zodValidatorCompiler({ schema: z.object({ n: z.coerce.number().default(5) }), httpPart: 'querystring' })({});
    expect(ok).toEqual({ value: { n: 5 } });
  });
});
