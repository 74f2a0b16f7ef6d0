import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LaunchRequest } from '../contract/agents/launch';
import { OrderRequest } from '../contract/gateway/conversions';
import { HTTPValidationError } from '../contract/gateway/errors';
import { type RequestPart, toValidationIssues } from './validation-issues';
import { FolderCreate, FolderIdParams, FolderListQuery } from '../contract/gateway/folders';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';

function issuesOf(schema: z.core.$ZodType, part: RequestPart, input: unknown, withInput = true) {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error('expected failure');
  return toValidationIssues(part, result.error.issues, withInput ? input : undefined);
}

describe('FastAPI-shaped validation errors', () => {
  const schema = z.strictObject({ name: z.string().max(3), count: z.number().int().min(1) });

  it('keeps the request part and the field path in loc', () => {
    const issues = issuesOf(schema, 'body', { name: 'long', count: 0, extra: true });
    expect(HTTPValidationError.parse({ detail: issues }).detail).toHaveLength(3);
    expect(issues.map((issue) => issue.loc)).toEqual(
      expect.arrayContaining([
        ['body', 'name'],
        ['body', 'count'],
        ['body', 'extra'],
      ]),
    );
    expect(issues.find((issue) => issue.loc[1] === 'name')?.type).toBe('value_error.any_str.max_length');
    expect(issues.find((issue) => issue.loc[1] === 'count')?.type).toBe('value_error.number.not_ge');
    expect(issues.find((issue) => issue.loc[1] === 'extra')).toMatchObject({
      type: 'value_error.extra',
      msg: 'extra fields not permitted',
    });
  });

  it('reports each unknown field at its own path', () => {
    expect(issuesOf(z.strictObject({}), 'body', { a: 1, b: 2 }).map((issue) => issue.loc)).toEqual([
      ['body', 'a'],
      ['body', 'b'],
    ]);
  });

  it('tells a missing field from a mistyped one, with and without the input', () => {
    for (const withInput of [true, false]) {
      expect(issuesOf(schema, 'query', { name: 'ab' }, withInput)[0]).toMatchObject({
        loc: ['query', 'count'],
        msg: 'field required',
        type: 'value_error.missing',
      });
      expect(issuesOf(schema, 'body', { name: 'ab', count: 'two' }, withInput)[0]).toMatchObject({
        loc: ['body', 'count'],
        type: 'type_error.number',
      });
    }
    expect(issuesOf(schema, 'body', null)[0]).toMatchObject({ loc: ['body'], type: 'type_error.object' });
  });

  it('names pydantic types for bounds, lists, enums, formats and patterns', () => {
    const types = (s: z.core.$ZodType, v: unknown) => issuesOf(s, 'body', v).map((issue) => issue.type);
    expect(types(z.string().min(2), 'a')).toEqual(['value_error.any_str.min_length']);
    expect(types(z.number().max(1), 2)).toEqual(['value_error.number.not_le']);
    expect(types(z.number().gt(0), 0)).toEqual(['value_error.number.not_gt']);
    expect(types(z.number().lt(1), 1)).toEqual(['value_error.number.not_lt']);
    expect(types(z.array(z.string()).min(1), [])).toEqual(['value_error.list.min_items']);
    expect(types(z.array(z.string()).max(1), ['a', 'b'])).toEqual(['value_error.list.max_items']);
    expect(types(z.enum(['a']), 'b')).toEqual(['type_error.enum']);
    expect(types(z.uuid(), 'x')).toEqual(['type_error.uuid']);
    expect(types(z.string().regex(/^a$/), 'b')).toEqual(['value_error.str.regex']);
    expect(types(z.string(), 5)).toEqual(['type_error.string']);
  });

  it('gives body, query and path locations for the contract schemas', () => {
    expect(issuesOf(FolderCreate, 'body', { project_id: uuid })[0]).toMatchObject({
      loc: ['body', 'name'],
      type: 'value_error.missing',
    });
    expect(issuesOf(FolderListQuery, 'query', { project_id: uuid, limit: '201' })[0]?.loc).toEqual(['query', 'limit']);
    expect(issuesOf(FolderIdParams, 'path', { folder_id: 'nope' })[0]?.loc).toEqual(['path', 'folder_id']);
  });

  it('keeps array indexes as numbers in nested locations', () => {
    const issues = issuesOf(OrderRequest, 'body', {
      original_id: uuid,
      conversions: [{ voice_id: uuid }, { voice_id: 'x' }],
    });
    expect(issues.map((issue) => issue.loc)).toEqual([['body', 'conversions', 1, 'voice_id']]);
    const missing = issuesOf(OrderRequest, 'body', { original_id: uuid, conversions: [{}] });
    expect(missing[0]).toMatchObject({ loc: ['body', 'conversions', 0, 'voice_id'], type: 'value_error.missing' });
  });

  it('places cross-field launch rules on the field they name', () => {
    expect(issuesOf(LaunchRequest, 'body', {})).toEqual([
      { loc: ['body', 'system_prompt'], msg: 'either system_prompt or preset is required', type: 'value_error.custom' },
    ]);
    const silence = issuesOf(LaunchRequest, 'body', { preset: 'p', vad_settings: { stop_secs: 2 } });
    expect(silence.map((issue) => issue.loc)).toEqual([['body', 'user_turn_max_silence_secs']]);
  });
});
