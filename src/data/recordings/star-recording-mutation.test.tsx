// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recording, RecordingList } from '@contract/gateway/recordings';
import { createQueryClient } from '@/app/query-client';
import { expectToastShown } from '@/testing/expect-toast-shown';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { recordingKeys } from './keys';
import { useStarRecordingMutation } from './star-recording-mutation';

const FOLDER = '11111111-1111-4111-8111-111111111111';
const original = {
  id: '22222222-2222-4222-8222-222222222222',
  project_id: '33333333-3333-4333-8333-333333333333',
  parent_folder_id: FOLDER,
  original_id: null,
  type: 'original',
  state: 'done',
  duration: 3,
  starred: false,
  tts: false,
  params: {},
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  listen_count: 0,
} as unknown as Recording;
const page: RecordingList = { list: [original], pagination: { count: 1, limit: 200, offset: 0 } };
const pageKey = recordingKeys.originalsPage(FOLDER, 'desc', 0);

function setup(routes: Parameters<typeof fakeGateway>[0]) {
  const gateway = fakeGateway(routes);
  vi.stubGlobal('fetch', gateway.fetch);
  const client = testQueryClient(createQueryClient);
  client.setQueryData(pageKey, page);
  client.setQueryData(recordingKeys.detail(original.id), original);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<Toaster />);
  const { result } = renderHook(() => useStarRecordingMutation(), { wrapper });
  const starredIn = () => ({
    page: client.getQueryData<RecordingList>(pageKey)?.list[0]?.starred,
    detail: client.getQueryData<Recording>(recordingKeys.detail(original.id))?.starred,
  });
  return { gateway, client, result, starredIn };
}

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  document.body.innerHTML = '';
});

describe('useStarRecordingMutation', () => {
  it('shows the star everywhere at once and puts it back, with the server’s message, when the server refuses', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const refused = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const { result, starredIn } = setup({});
    vi.stubGlobal('fetch', async () => {
      const { status, body } = await refused;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });

    act(() => result.current.mutate({ recording: original, starred: true }));
    await waitFor(() => expect(starredIn()).toEqual({ page: true, detail: true }));

    answer({ status: 403, body: { detail: 'This recording belongs to another account' } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(starredIn()).toEqual({ page: false, detail: false });
    await expectToastShown('The star was not saved: This recording belongs to another account');
  });

  it('is held while the server is unreachable and sent when it is back', async () => {
    const { gateway, result, starredIn } = setup({
      [`PATCH /api/recordings/${original.id}`]: { body: { ...original, starred: true } },
      'GET /api/recordings/originals': { body: { ...page, list: [{ ...original, starred: true }] } },
      [`GET /api/recordings/${original.id}`]: { body: { ...original, starred: true } },
    });
    onlineManager.setOnline(false);
    act(() => result.current.mutate({ recording: original, starred: true }));
    await waitFor(() => expect(result.current.isPaused).toBe(true));
    expect(starredIn()).toEqual({ page: true, detail: true });
    expect(gateway.calls('PATCH', `/api/recordings/${original.id}`)).toHaveLength(0);

    onlineManager.setOnline(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(gateway.calls('PATCH', `/api/recordings/${original.id}`)[0]!.body).toEqual({ starred: true });
    expect(starredIn()).toEqual({ page: true, detail: true });
  });
});
