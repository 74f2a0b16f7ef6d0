import { QueryClient, QueryObserver, environmentManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordingState } from '@contract/gateway/recording-state';
import { conversionsQueryOptions } from './conversions-query';

/**
 * The real query options (queryFn through the API client, refetchInterval) under React Query's own observer and
 * timers, against a fake gateway whose conversions change state between polls.
 */
describe('conversions query polling', () => {
  const ORIGINAL = '11111111-1111-4111-8111-111111111111';
  let states: RecordingState[] = [];
  let fetches = 0;
  const recording = (index: number, state: RecordingState) => ({
    id: `2222222${index}-2222-4222-8222-222222222222`,
    project_id: '33333333-3333-4333-8333-333333333333',
    type: 'converted',
    state,
    original_id: ORIGINAL,
    duration: 3.1,
    tts: false,
    params: {},
    active: true,
    created_at: '2026-01-01T00:00:00Z',
    listen_count: 0,
  });

  beforeAll(() => {
    // React Query runs no timers on a server, which is what Node looks like to it.
    environmentManager.setIsServer(() => false);
    vi.stubGlobal('fetch', async (url: string) => {
      expect(url).toContain(`/api/recordings/conversions?original_id=${ORIGINAL}`);
      fetches += 1;
      const list = states.map((state, index) => recording(index, state));
      // A plain answer object: a real Response reads its body on the event loop, which fake timers hold still.
      return {
        ok: true,
        status: 200,
        json: async () => ({ list, pagination: { count: list.length, limit: 200, offset: 0 } }),
      };
    });
  });
  afterEach(() => vi.useRealTimers());

  it('refetches every second while a conversion works, stops at done/error, and resumes after a redo', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    states = ['processing', 'done'];
    const observer = new QueryObserver(client, conversionsQueryOptions(ORIGINAL));
    const seen: RecordingState[][] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data && !result.isFetching) seen.push(result.data.list.map((item) => item.state));
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetches).toBe(1);
    states = ['postprocessing', 'done'];
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetches).toBe(2);
    states = ['done', 'error'];
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetches).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toBe(3);
    expect(seen.at(-1)).toEqual(['done', 'error']);

    states = ['processing', 'error'];
    await client.invalidateQueries({ queryKey: conversionsQueryOptions(ORIGINAL).queryKey });
    expect(fetches).toBe(4);
    states = ['done', 'error'];
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetches).toBe(5);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetches).toBe(5);
    unsubscribe();
    client.clear();
  });
});
