// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calibration } from '@contract/gateway/calibrations';
import { fakeGateway, testQueryClient, type FakeRequest } from '@/testing/fake-gateway';
import { CalibrationsPage } from './CalibrationsPage';

const calibration = (n: number, name: string, rest: Partial<Calibration> = {}): Calibration => ({
  id: `cal-${n}`,
  name,
  user_id: 'user-1',
  f0: 180.24,
  bucket: 'calibrations',
  key: `cal-${n}.wav`,
  state: 'calibrated',
  created_at: '2026-01-02T10:00:00Z',
  enabled: false,
  ...rest,
});

/** The account's calibrations behind the gateway's list, enable and automatic routes, searched and paged as asked. */
function renderPage(calibrations: Calibration[], url = '/calibrations') {
  let all = calibrations;
  const list = (request: FakeRequest) => {
    const search = request.query.get('search')?.toLowerCase() ?? '';
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? 50);
    const found = all.filter((one) => one.name.toLowerCase().includes(search));
    return { body: { list: found.slice(offset, offset + limit), pagination: { count: found.length, limit, offset } } };
  };
  const enableRoutes = Object.fromEntries(
    calibrations.map((one) => [
      `PUT /api/calibration/${one.id}/enable`,
      () => {
        all = all.map((other) => ({ ...other, enabled: other.id === one.id }));
        return { body: all.find((other) => other.id === one.id) };
      },
    ]),
  );
  const gateway = fakeGateway({
    'GET /api/calibration': list,
    'POST /api/calibration/auto': () => {
      all = all.map((other) => ({ ...other, enabled: false }));
      return { body: {} };
    },
    ...enableRoutes,
  });
  vi.stubGlobal('fetch', gateway.fetch);
  const router = createMemoryRouter([{ path: '/calibrations', element: <CalibrationsPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  /** Changes the account's calibrations on the server's side (a measurement finishing). */
  const change = (edit: (calibration: Calibration) => Calibration) => {
    all = all.map(edit);
  };
  return { gateway, router, change };
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const inUse = () => screen.getByText(/^Conversions use:/);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('CalibrationsPage', () => {
  it('shows each calibration’s state and pitch, and lets only a measured one be enabled', async () => {
    renderPage([
      calibration(1, 'Morning voice', { enabled: true }),
      calibration(2, 'Evening voice', { f0: 120.06 }),
      calibration(3, 'Still measuring', { state: 'processing', f0: null }),
      calibration(4, 'Too short', { state: 'error', f0: null, error: 'The sample is shorter than 10 s' }),
    ]);
    await screen.findByRole('rowheader', { name: 'Morning voice' });
    expect(inUse()).toHaveTextContent('Conversions use: Morning voice (180.2 Hz)');
    expect(within(row('Morning voice')).getByText('Enabled')).toBeVisible();
    expect(within(row('Evening voice')).getByRole('cell', { name: /Calibrated/ })).toBeVisible();
    expect(within(row('Evening voice')).getByText('120.1 Hz')).toBeVisible();
    expect(within(row('Evening voice')).getByRole('button', { name: 'Enable Evening voice' })).toBeEnabled();
    expect(within(row('Still measuring')).getByText('Measuring…')).toBeVisible();
    expect(within(row('Still measuring')).getByText('–')).toBeVisible();
    expect(within(row('Still measuring')).getByRole('button', { name: 'Enable Still measuring' })).toBeDisabled();
    expect(within(row('Too short')).getByText('Failed: The sample is shorter than 10 s')).toBeVisible();
    expect(within(row('Too short')).getByRole('button', { name: 'Enable Too short' })).toBeDisabled();
  });

  it('enables another calibration, then goes back to automatic calibration', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage([
      calibration(1, 'Morning voice', { enabled: true }),
      calibration(2, 'Evening voice', { f0: 120.06 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Enable Evening voice' }));
    expect(await screen.findByText('Evening voice (120.1 Hz)')).toBeVisible();
    expect(gateway.calls('PUT', '/api/calibration/cal-2/enable')).toHaveLength(1);
    expect(within(row('Morning voice')).getByRole('button', { name: 'Enable Morning voice' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Use automatic calibration' }));
    expect(await screen.findByText('automatic calibration')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use automatic calibration' })).not.toBeInTheDocument();
    expect(gateway.calls('POST', '/api/calibration/auto')).toHaveLength(1);
  });

  it('searches by name through the URL, and offers to clear a search that finds nothing', async () => {
    const user = userEvent.setup();
    const { gateway, router } = renderPage([calibration(1, 'Morning voice'), calibration(2, 'Evening voice')]);
    await screen.findByRole('rowheader', { name: 'Morning voice' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'even');
    // Typing slower than the debounce on a busy machine searches "ev" first: the last word typed is what counts.
    await waitFor(() => expect(router.state.location.search).toBe('?q=even'));
    await waitFor(() => expect(gateway.calls('GET', '/api/calibration').at(-1)!.query.get('search')).toBe('even'));
    expect(await screen.findByText('1 calibration')).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'Morning voice' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'x');
    expect(await screen.findByText('No calibration matches this search.')).toBeVisible();
    expect(inUse()).toHaveTextContent('automatic calibration (or one not shown by this search)');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('rowheader', { name: 'Morning voice' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('says how to make a first calibration when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText(/No calibrations yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Record a sample' })).toBeVisible();
    expect(inUse()).toHaveTextContent('Conversions use: automatic calibration');
  });

  it('pages through more calibrations than one page holds', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage(Array.from({ length: 25 }, (_, i) => calibration(i + 1, `Sample ${i + 1}`)));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('25 calibrations · Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('rowheader', { name: 'Sample 21' })).toBeVisible();
    // The page asked the gateway for the second page (a focus refetch of the first may come after it).
    const pagesAsked = gateway.calls('GET', '/api/calibration').map(({ query }) => query.get('offset'));
    expect(pagesAsked).toContain('20');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2');
  });

  it('warns before deleting the enabled calibration that conversions fall back to automatic', async () => {
    const user = userEvent.setup();
    renderPage([calibration(1, 'Morning voice', { enabled: true })]);
    await user.click(await screen.findByRole('button', { name: 'Delete Morning voice' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Morning voice?' })).toHaveTextContent(
      'conversions use automatic calibration',
    );
  });

  it('follows a calibration being measured until it is done', async () => {
    const { change } = renderPage([calibration(1, 'New sample', { state: 'processing', f0: null })]);
    expect(await screen.findByText('Measuring…')).toBeVisible();
    change((one) => ({ ...one, state: 'calibrated', f0: 201.37 }));
    expect(await screen.findByText('201.4 Hz', {}, { timeout: 8000 })).toBeVisible();
    expect(within(row('New sample')).getByRole('button', { name: 'Enable New sample' })).toBeEnabled();
  });
});
