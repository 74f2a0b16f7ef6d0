import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Recording, RecordingList } from '@contract/gateway/recordings';
import { folderConversionsQueryOptions } from './folder-conversions-query';
import { originalsPageQueryOptions } from './originals-page-query';
import { recordingQueryOptions } from './recording-query';
import { pollWhileWorking } from './recording-polling';

/** Calls a query's refetchInterval as React Query would, with the data it holds. */
function intervalFor<T>(options: { refetchInterval?: unknown }, data: T | undefined) {
  const refetchInterval = options.refetchInterval as (query: Query<T>) => number | false;
  return refetchInterval({ state: { data } } as Query<T>);
}

const rows = (...states: Recording['state'][]) => states.map((state) => ({ state }) as Recording);
const page = (...states: Recording['state'][]): RecordingList => ({
  list: rows(...states),
  pagination: { count: states.length, limit: 200, offset: 0 },
});

describe('status-dependent polling', () => {
  it('polls while any row is working and stops once all are final', () => {
    expect(pollWhileWorking([{ state: 'done' }, { state: 'processing' }], 1000)).toBe(1000);
    expect(pollWhileWorking([{ state: 'postprocessing' }], 1000)).toBe(1000);
    expect(pollWhileWorking([{ state: 'done' }, { state: 'error' }], 1000)).toBe(false);
    expect(pollWhileWorking([], 1000)).toBe(false);
    expect(pollWhileWorking(undefined, 1000)).toBe(false);
  });

  it('polls a page of originals while one of them is still being made, and stops when all are final', () => {
    const options = originalsPageQueryOptions('f', 'desc', 0);
    expect(intervalFor(options, page('done', 'processing'))).toBe(1500);
    expect(intervalFor(options, page('done', 'postprocessing'))).toBe(1500);
    expect(intervalFor(options, page('done', 'error'))).toBe(false);
    expect(intervalFor(options, undefined)).toBe(false);
  });

  it('polls one recording until it is done or failed', () => {
    const options = recordingQueryOptions('r');
    expect(intervalFor(options, rows('processing')[0])).toBe(1000);
    expect(intervalFor(options, rows('done')[0])).toBe(false);
    expect(intervalFor(options, rows('error')[0])).toBe(false);
  });

  it('polls a folder’s conversion summary while a conversion is working', () => {
    const options = folderConversionsQueryOptions('f');
    expect(intervalFor(options, rows('done', 'processing'))).toBe(2000);
    expect(intervalFor(options, rows('done', 'error'))).toBe(false);
  });
});
