import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordingState } from '@contract/gateway/recording-state';
import { fakeGateway } from '@/testing/fake-gateway';
import { fetchReservedCredits } from './reserved-credits-query';

const id = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`;
const recording = (
  n: number,
  type: 'original' | 'converted',
  state: RecordingState,
  duration: number,
  original?: number,
) => ({
  id: id(n),
  project_id: id(99),
  type,
  state,
  duration,
  original_id: original === undefined ? null : id(original),
  tts: false,
  params: {},
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  listen_count: 0,
});
const stats = (inProgress: number) => ({
  time_converted: { total: 0, current_month: 0, previous_monthes: [] },
  conversions: { total: inProgress, completed: 0, in_progress: inProgress, failed: 0 },
  models: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('reserved credits', () => {
  it('are none, without reading any recording, while no conversion is in progress', async () => {
    const gateway = fakeGateway({ 'GET /api/stats': { body: stats(0) } });
    vi.stubGlobal('fetch', gateway.fetch);
    expect(await fetchReservedCredits()).toBe(0);
    expect(gateway.calls('GET', '/api/recordings')).toEqual([]);
  });

  it('price each running conversion by its original, fetching an original the newest page does not hold', async () => {
    const list = [
      recording(1, 'converted', 'processing', 0, 10),
      recording(2, 'converted', 'postprocessing', 0, 20),
      recording(3, 'converted', 'done', 10, 10),
      recording(10, 'original', 'done', 10),
    ];
    const gateway = fakeGateway({
      'GET /api/stats': { body: stats(2) },
      'GET /api/recordings': { body: { list, pagination: { count: 500, limit: 200, offset: 0 } } },
      [`GET /api/recordings/${id(20)}`]: { body: recording(20, 'original', 'done', 4.5) },
    });
    vi.stubGlobal('fetch', gateway.fetch);
    expect(await fetchReservedCredits()).toBe(14.5);
    // Both running conversions were on the newest page: no second page is read.
    expect(gateway.calls('GET', '/api/recordings').map((request) => request.query.get('direction'))).toEqual(['desc']);
  });
});
