import { describe, expect, it } from 'vitest';
import { originalsPageFromSearch, sortPage } from './OriginalsList';

describe('originals list state', () => {
  it('reads sort, direction and page from the URL with safe defaults', () => {
    expect(originalsPageFromSearch(new URLSearchParams('sort=duration&direction=asc&page=2'))).toMatchObject({ sort: 'duration', direction: 'asc', page: 2, offset: 200 });
    expect(originalsPageFromSearch(new URLSearchParams('sort=size&page=0'))).toMatchObject({ sort: 'created', direction: 'desc', page: 1, offset: 0 });
  });

  it('sorts the page by label or duration, and leaves the server order for date', () => {
    const rows = [
      { label: 'b', duration: 3 },
      { label: 'A', duration: 1 },
      { label: null, file_name: 'c.wav', duration: 2 },
    ];
    expect(sortPage(rows, 'label', 'asc').map((row) => row.label ?? row.file_name)).toEqual(['A', 'b', 'c.wav']);
    expect(sortPage(rows, 'duration', 'desc').map((row) => row.duration)).toEqual([3, 2, 1]);
    expect(sortPage(rows, 'created', 'asc')).toBe(rows);
  });
});
