// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { createQueryClient } from '@/app/query-client';
import { creditKeys } from '@/data/credits/keys';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { statisticsKeys } from '@/data/statistics/keys';
import { useBatchEdits } from './batch-edits';
import { watchFinishedConversions } from './conversion-cache';
import { useDeleteRecordingMutation } from './delete-recording-mutation';
import { recordingKeys } from './keys';
import { usePlaceOrderMutation } from './place-order-mutation';
import { useRerunConversionMutation } from './rerun-conversion-mutation';

const conversion = (id: string, state: Recording['state']) => ({ id, type: 'converted', state }) as Recording;
const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const list = (...rows: Recording[]) => ({ list: rows, pagination: { count: rows.length, limit: 200, offset: 0 } });

describe('a conversion finishing', () => {
  const client = new QueryClient();
  let stop = () => {};
  afterEach(() => {
    stop();
    client.clear();
  });

  /** Seeds the balance and the statistics as fresh, then tells whether the watcher made them stale. */
  async function staleAfter(answers: unknown[], key: readonly unknown[] = recordingKeys.conversions('o')) {
    client.setQueryData(creditKeys.balance(), { credits: 10, initial_credits: 100 });
    client.setQueryData(statisticsKeys.account(), { total: 0 });
    stop = watchFinishedConversions(client);
    for (const answer of answers) await client.fetchQuery({ queryKey: key, queryFn: () => answer, staleTime: 0 });
    return {
      credits: client.getQueryState(creditKeys.balance())?.isInvalidated,
      statistics: client.getQueryState(statisticsKeys.account())?.isInvalidated,
    };
  }

  it('re-reads the balance and the statistics when a conversion it saw working is done', async () => {
    expect(await staleAfter([list(conversion('c', 'processing')), list(conversion('c', 'done'))])).toEqual({
      credits: true,
      statistics: true,
    });
  });

  it('counts a failure as finished too, in a single record as in a list', async () => {
    expect(
      await staleAfter([conversion('c', 'processing'), conversion('c', 'error')], recordingKeys.detail('c')),
    ).toEqual({ credits: true, statistics: true });
  });

  it('leaves them alone while conversions work, and for ones that were final when first seen', async () => {
    expect(
      await staleAfter([
        list(conversion('c', 'processing')),
        list(conversion('c', 'postprocessing'), conversion('d', 'done')),
      ]),
    ).toEqual({
      credits: false,
      statistics: false,
    });
  });

  it('ignores originals being made', async () => {
    const original = (state: Recording['state']) => ({ id: 'o', type: 'original', state }) as Recording;
    expect(
      await staleAfter(
        [list(original('processing')), list(original('done'))],
        recordingKeys.originalsPage('f', 'desc', 0),
      ),
    ).toEqual({
      credits: false,
      statistics: false,
    });
  });
});

describe('an order placed or a conversion run again', () => {
  const ORIGINAL = '22222222-2222-4222-8222-222222222222';
  const CONVERSION = '44444444-4444-4444-8444-444444444444';
  const FOLDER = '11111111-1111-4111-8111-111111111111';
  const ORDER = '55555555-5555-4555-8555-555555555555';
  const located = { id: CONVERSION, parent_folder_id: FOLDER, original_id: ORIGINAL, state: 'error' } as Recording;
  afterEach(() => vi.unstubAllGlobals());

  /** Runs one mutation against a fake gateway, then tells which of the cached reads it made stale. */
  async function staleAfter(mutate: (client: QueryClient) => Promise<unknown>) {
    const order = {
      id: ORDER,
      user_id: ORDER,
      original_id: ORIGINAL,
      conversion_id: CONVERSION,
      tracking_id: 't',
      state: 'new',
      created_at: '2026-01-01T00:00:00Z',
    };
    vi.stubGlobal(
      'fetch',
      fakeGateway({
        'POST /api/v2/orders': { body: [order] },
        [`POST /api/v2/orders/retry/${CONVERSION}`]: { body: order },
      }).fetch,
    );
    const client = testQueryClient(createQueryClient);
    const keys = {
      credits: creditKeys.balance(),
      statistics: statisticsKeys.account(),
      conversions: recordingKeys.conversions(ORIGINAL),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    await mutate(client);
    return Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    );
  }
  const everything = { credits: true, statistics: true, conversions: true };

  it("an order makes the original's conversions, the balance and the statistics stale", async () => {
    const stale = await staleAfter((client) => {
      const { result } = renderHook(() => usePlaceOrderMutation(), { wrapper: wrapperOf(client) });
      const original = { ...located, id: ORIGINAL, original_id: null };
      return result.current.mutateAsync({
        original,
        order: { original_id: ORIGINAL, conversions: [] },
        draft: undefined,
      });
    });
    expect(stale).toEqual(everything);
  });

  it('a retry makes the same reads stale as an order (it spends credits the same way)', async () => {
    const stale = await staleAfter((client) => {
      const { result } = renderHook(() => useRerunConversionMutation(), { wrapper: wrapperOf(client) });
      return result.current.mutateAsync(located);
    });
    expect(stale).toEqual(everything);
  });
});

describe('a delete', () => {
  const FOLDER = '11111111-1111-4111-8111-111111111111';
  const ORIGINAL = '22222222-2222-4222-8222-222222222222';
  const original = {
    id: ORIGINAL,
    type: 'original',
    parent_folder_id: FOLDER,
    original_id: null,
    state: 'done',
  } as Recording;
  afterEach(() => vi.unstubAllGlobals());

  /** Seeds the project's and the folder's figures and the balance as fresh, deletes, then tells which went stale. */
  async function staleAfter(remove: (client: QueryClient) => Promise<unknown>) {
    vi.stubGlobal('fetch', fakeGateway({ [`DELETE /api/recordings/${ORIGINAL}`]: { body: [{ id: ORIGINAL }] } }).fetch);
    const client = testQueryClient(createQueryClient);
    const keys = {
      project: statisticsKeys.projects(['p']),
      folder: statisticsKeys.folders([FOLDER]),
      credits: creditKeys.balance(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    await remove(client);
    return Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    );
  }
  const figuresOnly = { project: true, folder: true, credits: false };

  it("one recording deleted makes the project's and the folder's figures stale at once", async () => {
    const stale = await staleAfter((client) =>
      renderHook(() => useDeleteRecordingMutation(), { wrapper: wrapperOf(client) }).result.current.mutateAsync(
        original,
      ),
    );
    expect(stale).toEqual(figuresOnly);
  });

  it('a batch delete makes them stale when it settles', async () => {
    const stale = await staleAfter(async (client) => {
      const edits = renderHook(() => useBatchEdits(), { wrapper: wrapperOf(client) }).result.current;
      await edits.remove(original);
      await edits.settle(FOLDER);
    });
    expect(stale).toEqual(figuresOnly);
  });
});
