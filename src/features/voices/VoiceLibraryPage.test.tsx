// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { VoiceLibraryPage } from './VoiceLibraryPage';

const voice = (id: string, name: string, favorite = false) => ({
  id,
  owner_id: id,
  name,
  slug: name.toLowerCase(),
  visibility: 'public',
  gender: 'female',
  age_group: 'adult',
  rating: 80,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  favorite,
  available: true,
  accents: [],
  narration_styles: [],
  tiers: [],
});
const ANNA = voice('11111111-1111-4111-8111-111111111111', 'Anna', true);
const BELLA = voice('22222222-2222-4222-8222-222222222222', 'Bella');

function renderAt(url: string) {
  const gateway = fakeGateway({
    'GET /api/v2/voices': (request) => ({
      body: {
        list: request.query.get('limit') === '100' ? [ANNA, BELLA] : [BELLA],
        pagination: { count: request.query.get('limit') === '100' ? 2 : 1, limit: 25, offset: 0 },
      },
    }),
  });
  vi.stubGlobal('fetch', gateway.fetch);
  const router = createMemoryRouter(
    [{ path: '/voices', element: <VoiceLibraryPage voiceHref={(id) => `/voices/${id}`} /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { gateway, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('VoiceLibraryPage', () => {
  it('takes a page past the end to the last page, in place of the entry, and shows its voices', async () => {
    const gateway = fakeGateway({
      'GET /api/v2/voices': (request) => ({
        body: {
          list: Number(request.query.get('offset')) >= 2 ? [] : [ANNA, BELLA],
          pagination: { count: 2, limit: 24, offset: Number(request.query.get('offset')) },
        },
      }),
    });
    vi.stubGlobal('fetch', gateway.fetch);
    const router = createMemoryRouter(
      [{ path: '/voices', element: <VoiceLibraryPage voiceHref={(id) => `/voices/${id}`} /> }],
      {
        initialEntries: ['/voices?page=2'],
      },
    );
    render(
      <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bella')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks the gateway for what the URL says, with repeated filters, and shows the controls set', async () => {
    const { gateway } = renderAt(
      '/voices?gender=female&age_group=adult&age_group=senior&sort=name&direction=asc&page=2',
    );
    expect(await screen.findByText('Bella')).toBeVisible();
    const query = gateway.calls('GET', '/api/v2/voices')[0]!.query;
    expect(query.getAll('age_group')).toEqual(['adult', 'senior']);
    expect(query.get('gender')).toBe('female');
    expect(query.get('sort')).toBe('name');
    expect(query.get('direction')).toBe('asc');
    expect(query.get('offset')).toBe('24');
    expect(screen.getByRole('checkbox', { name: 'Senior' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Male' })).toHaveProperty('checked', false);
  });

  it('writes a filter into the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { gateway, router } = renderAt('/voices?page=3');
    await screen.findByText('Bella');
    await user.click(screen.getByRole('checkbox', { name: 'Animal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?species=animal'));
    await waitFor(() => expect(gateway.calls('GET', '/api/v2/voices').at(-1)!.query.get('species')).toBe('animal'));
    expect(gateway.calls('GET', '/api/v2/voices').at(-1)!.query.get('offset')).toBe('0');
  });

  it('makes "favourites only" from the whole catalogue, which the gateway cannot filter', async () => {
    const { gateway } = renderAt('/voices?favourites=1');
    expect(await screen.findByText('Anna')).toBeVisible();
    expect(screen.queryByText('Bella')).toBeNull();
    expect(gateway.calls('GET', '/api/v2/voices').every((request) => request.query.get('limit') === '100')).toBe(true);
    expect(screen.getByTestId('voice-total').textContent).toBe('1 voice');
  });
});
