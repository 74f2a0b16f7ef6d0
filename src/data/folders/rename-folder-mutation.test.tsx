// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { projectKeys } from '@/data/projects/keys';
import { folderKeys } from './keys';
import { useRenameFolderMutation } from './rename-folder-mutation';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const OTHER_PROJECT = '22222222-2222-4222-8222-222222222222';
const FOLDER = '33333333-3333-4333-8333-333333333333';
const folder = (name: string) => ({
  id: FOLDER,
  name,
  project_id: PROJECT,
  parent_id: null,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('useRenameFolderMutation', () => {
  it('writes the answer into the folder and invalidates exactly its project’s tree', async () => {
    const gateway = fakeGateway({
      [`PATCH /api/folders/${FOLDER}`]: (request) => ({ body: folder((request.body as { name: string }).name) }),
    });
    vi.stubGlobal('fetch', gateway.fetch);
    const client = testQueryClient(createQueryClient);
    client.setQueryData(folderKeys.detail(FOLDER), folder('Takes'));
    client.setQueryData(folderKeys.ofProject(PROJECT), [folder('Takes')]);
    client.setQueryData(folderKeys.ofProject(OTHER_PROJECT), []);
    client.setQueryData(projectKeys.byUrl('p'), { id: PROJECT });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRenameFolderMutation(), { wrapper });

    act(() => result.current.mutate({ id: FOLDER, name: 'Final takes' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(gateway.calls('PATCH', `/api/folders/${FOLDER}`)[0]!.body).toEqual({ name: 'Final takes' });
    expect(client.getQueryData<{ name: string }>(folderKeys.detail(FOLDER))?.name).toBe('Final takes');
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(folderKeys.ofProject(PROJECT))).toBe(true);
    expect(invalidated(folderKeys.ofProject(OTHER_PROJECT))).toBe(false);
    expect(invalidated(folderKeys.detail(FOLDER))).toBe(false);
    expect(invalidated(projectKeys.byUrl('p'))).toBe(false);
  });
});
