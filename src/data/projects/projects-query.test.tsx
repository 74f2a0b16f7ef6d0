// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { projectKeys, type ProjectListParams } from './keys';
import { useProjects } from './projects-query';

const project = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Project ${n}`,
  slug: `project-${n}`,
  owner: '11111111-1111-4111-8111-111111111111',
  url: `project-${n}`,
  models: {},
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  last_recording_at: '2026-01-02T00:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('useProjects', () => {
  it('reads the page the params ask for, caches it under the projects root, and keeps it while the next page loads', async () => {
    const gateway = fakeGateway({
      'GET /api/projects': (request) => ({
        body: {
          list: [project(Number(request.query.get('offset')) / 20 + 1)],
          pagination: { count: 21, limit: 20, offset: 0 },
        },
      }),
    });
    vi.stubGlobal('fetch', gateway.fetch);
    const client = testQueryClient(createQueryClient);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first: ProjectListParams = { sort: 'name', direction: 'asc', limit: 20, offset: 0 };
    const { result, rerender } = renderHook(({ params }) => useProjects(params), {
      wrapper,
      initialProps: { params: first },
    });

    await waitFor(() => expect(result.current.data?.list.map((p) => p.name)).toEqual(['Project 1']));
    expect(Object.fromEntries(gateway.calls('GET', '/api/projects')[0]!.query)).toEqual({
      sort: 'name',
      direction: 'asc',
      limit: '20',
      offset: '0',
    });
    expect(client.getQueryData(projectKeys.list(first))).toBeDefined();

    rerender({ params: { ...first, offset: 20 } });
    // The previous page stays on screen (marked as placeholder) until the next one is in.
    expect(result.current.data?.list.map((p) => p.name)).toEqual(['Project 1']);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.list.map((p) => p.name)).toEqual(['Project 2']));
  });
});
