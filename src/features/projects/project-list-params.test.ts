import { describe, expect, it } from 'vitest';
import { pageCount, projectListParamsFromSearch } from './project-list-params';

describe('projectListParamsFromSearch', () => {
  it('uses the documented defaults for an empty URL', () => {
    expect(projectListParamsFromSearch(new URLSearchParams())).toEqual({
      sort: 'created_at',
      direction: 'desc',
      limit: 20,
      offset: 0,
      page: 1,
    });
  });

  it('reads sort, direction and page into an offset', () => {
    const params = projectListParamsFromSearch(new URLSearchParams('sort=name&direction=asc&page=3'));
    expect(params).toMatchObject({ sort: 'name', direction: 'asc', offset: 40, page: 3 });
  });

  it('falls back on values the gateway would reject', () => {
    const params = projectListParamsFromSearch(new URLSearchParams('sort=size&direction=up&page=-2'));
    expect(params).toMatchObject({ sort: 'created_at', direction: 'desc', page: 1, offset: 0 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
