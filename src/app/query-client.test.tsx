// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToastShown } from '@/testing/expect-toast-shown';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { apiJson } from '@/lib/http/api-client';
import { createQueryClient } from './query-client';
import { z } from 'zod';

function setup() {
  vi.stubGlobal(
    'fetch',
    fakeGateway({
      'POST /api/folders': { status: 400, body: { detail: 'A folder with this name already exists' } },
      'POST /api/projects': { status: 400, body: { detail: 'A project with this name already exists' } },
      'GET /api/credits': { status: 500, body: { detail: 'Billing is down' } },
    }).fetch,
  );
  const client = testQueryClient(createQueryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<Toaster />);
  return wrapper;
}
const createFolder = () => apiJson(z.unknown(), '/api/folders', { method: 'POST', body: { name: 'x' } });

// Unmounting (not just emptying the body) stops React's scheduled work, which otherwise ran after the DOM
// environment was torn down ("window is not defined", an unhandled error that failed `npm test` now and then).
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  cleanup();
});

describe('the app-wide error handler', () => {
  it('toasts a failed mutation with its title and the server’s message', async () => {
    const wrapper = setup();
    const { result } = renderHook(
      () => useMutation({ mutationFn: createFolder, meta: { errorTitle: 'The folder was not created' } }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await expectToastShown('The folder was not created: A folder with this name already exists');
  });

  it('stays quiet when the caller shows the failure itself', async () => {
    const wrapper = setup();
    const createProject = () => apiJson(z.unknown(), '/api/projects', { method: 'POST', body: { name: 'x' } });
    const { result } = renderHook(() => useMutation({ mutationFn: createProject, meta: { handlesError: true } }), {
      wrapper,
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.error?.message).toBe('A project with this name already exists'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/A project with this name/)).toBeNull();
  });

  it('toasts a failed read nobody shows', async () => {
    const wrapper = setup();
    renderHook(() => useQuery({ queryKey: ['credits'], queryFn: () => apiJson(z.unknown(), '/api/credits') }), {
      wrapper,
    });
    await expectToastShown('Billing is down');
  });
});
