import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  Direction,
  Name40,
  OffsetQuery,
  Pagination,
  QueryBoolean,
  Timestamp,
  Uuid,
  limitQuery,
  listEnvelope,
  repeatedQuery,
} from './common';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const accepts = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

describe('gateway building blocks', () => {
  it('reads uuids and ISO timestamps with a zone', () => {
    expect(accepts(Uuid, uuid)).toBe(true);
    expect(accepts(Uuid, 'not-a-uuid')).toBe(false);
    expect(accepts(Timestamp, '2024-03-14T12:00:00Z')).toBe(true);
    expect(accepts(Timestamp, '2024-03-14T12:00:00.123+02:00')).toBe(true);
    expect(accepts(Timestamp, '2024-03-14')).toBe(false);
  });

  it('knows only asc and desc', () => {
    expect(Direction.options).toEqual(['asc', 'desc']);
    expect(accepts(Direction, 'up')).toBe(false);
  });

  it('wraps lists in {list, pagination} with integer members', () => {
    const envelope = listEnvelope(z.string());
    expect(envelope.parse({ list: ['a'], pagination: { count: 1, limit: 50, offset: 0 } }).list).toEqual(['a']);
    expect(accepts(Pagination, { count: 1.5, limit: 50, offset: 0 })).toBe(false);
    expect(accepts(envelope, { list: ['a'] })).toBe(false);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['on', true],
    [true, true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['off', false],
    [false, false],
  ])('reads the query boolean %j as %s', (input, expected) => {
    expect(QueryBoolean.parse(input)).toBe(expected);
  });

  it('refuses query booleans FastAPI refuses', () => {
    expect(accepts(QueryBoolean, 'maybe')).toBe(false);
    expect(accepts(QueryBoolean, '')).toBe(false);
  });

  it('coerces limit from text, bounds it on both sides and fills the default', () => {
    const limit = limitQuery(200, 50);
    expect(limit.parse(undefined)).toBe(50);
    expect(limit.parse('0')).toBe(0);
    expect(limit.parse('200')).toBe(200);
    expect(accepts(limit, '201')).toBe(false);
    expect(accepts(limit, '-1')).toBe(false);
    expect(accepts(limit, '1.5')).toBe(false);
    expect(accepts(limit, 'ten')).toBe(false);
  });

  it('coerces offset, refusing negatives', () => {
    expect(OffsetQuery.parse(undefined)).toBe(0);
    expect(OffsetQuery.parse('7')).toBe(7);
    expect(accepts(OffsetQuery, '-1')).toBe(false);
  });

  it('keeps names to 1..40 characters', () => {
    expect(accepts(Name40, '')).toBe(false);
    expect(accepts(Name40, 'a')).toBe(true);
    expect(accepts(Name40, 'a'.repeat(40))).toBe(true);
    expect(accepts(Name40, 'a'.repeat(41))).toBe(false);
  });

  it('keeps names printable: a tab, CR, LF or NUL is refused, letters of any script are not', () => {
    for (const name of ['a\tb', 'a\rb', 'a\nb', 'a\u0000b']) expect(accepts(Name40, name)).toBe(false);
    expect(accepts(Name40, 'Проект – été 2024')).toBe(true);
  });

  it('reads a repeated query parameter given once or several times as an array', () => {
    const ids = repeatedQuery(Uuid);
    expect(ids.parse(uuid)).toEqual([uuid]);
    expect(ids.parse([uuid, uuid])).toEqual([uuid, uuid]);
    expect(accepts(ids, [uuid, 'x'])).toBe(false);
    expect(accepts(z.optional(ids), undefined)).toBe(true);
  });
});
