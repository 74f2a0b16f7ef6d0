import { describe, expect, it } from 'vitest';
import {
  allPages,
  firstIndexOfPage,
  originalsViewFromSearch,
  pageCountOf,
  pageOfIndex,
  pagesForWindow,
  rowAt,
  sortOriginals,
} from './originals-window';

describe('folder view state in the URL', () => {
  it('reads sort, direction and page, with safe defaults', () => {
    expect(originalsViewFromSearch(new URLSearchParams('sort=duration&direction=asc&page=3'))).toEqual({
      sort: 'duration',
      direction: 'asc',
      page: 3,
    });
    expect(originalsViewFromSearch(new URLSearchParams('sort=size&direction=up&page=0'))).toEqual({
      sort: 'created',
      direction: 'desc',
      page: 1,
    });
    expect(originalsViewFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('windowing a folder read in pages of 200', () => {
  it('maps rows to pages and back', () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(199)).toBe(1);
    expect(pageOfIndex(200)).toBe(2);
    expect(firstIndexOfPage(3)).toBe(400);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(5000)).toBe(25);
    expect(pageCountOf(5001)).toBe(26);
  });

  it('fetches only the pages under the rendered window, plus the first page for the count', () => {
    expect(pagesForWindow(undefined, undefined, 5000)).toEqual([0]);
    expect(pagesForWindow(0, 30, 5000)).toEqual([0]);
    expect(pagesForWindow(190, 215, 5000)).toEqual([0, 1]);
    expect(pagesForWindow(2400, 2430, 5000)).toEqual([0, 12]);
    // A window reaching past the end (a count that just shrank) never asks for a page beyond the folder.
    expect(pagesForWindow(4990, 5200, 5000)).toEqual([0, 24]);
    expect(pagesForWindow(0, 10, 0)).toEqual([0]);
  });

  it('lists every page for a sort done in the browser', () => {
    expect(allPages(0)).toEqual([]);
    expect(allPages(401)).toEqual([0, 1, 2]);
  });

  it('finds a row in whichever page holds it, or nothing while that page loads', () => {
    const pages = new Map([
      [0, ['a0', 'a1']],
      [2, ['c0']],
    ]);
    expect(rowAt(pages, 1, 2)).toBe('a1');
    expect(rowAt(pages, 2, 2)).toBeUndefined();
    expect(rowAt(pages, 4, 2)).toBe('c0');
    expect(rowAt(pages, 5, 2)).toBeUndefined();
  });
});

describe('sorting the whole folder in the browser', () => {
  const rows = [
    { label: 'take 10', duration: 3, created_at: '2026-01-01T00:00:03Z' },
    { label: 'Take 2', duration: 1, created_at: '2026-01-01T00:00:02Z' },
    { label: null, file_name: 'b.wav', duration: 3, created_at: '2026-01-01T00:00:01Z' },
  ];
  it('sorts labels naturally, case-insensitively, falling back to the file name', () => {
    expect(sortOriginals(rows, 'label', 'asc').map((row) => row.label ?? row.file_name)).toEqual([
      'b.wav',
      'Take 2',
      'take 10',
    ]);
    expect(sortOriginals(rows, 'label', 'desc').map((row) => row.label ?? row.file_name)).toEqual([
      'take 10',
      'Take 2',
      'b.wav',
    ]);
  });
  it('sorts by duration and breaks ties newest first', () => {
    expect(sortOriginals(rows, 'duration', 'desc').map((row) => row.created_at.slice(-3))).toEqual([
      '03Z',
      '01Z',
      '02Z',
    ]);
    expect(sortOriginals(rows, 'duration', 'asc').map((row) => row.created_at.slice(-3))).toEqual([
      '02Z',
      '03Z',
      '01Z',
    ]);
  });
});
