// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { AURORA, AURORA_ACCENT_ID, AURORA_ID } from '@/testing/fake-catalogue';
import { folderOriginals } from '@/testing/fake-folder';
import { fakeGateway, testQueryClient, type FakeRequest } from '@/testing/fake-gateway';
import { BatchOrderPanel } from './BatchOrderPanel';

const EMPTY_PAGE = { list: [], pagination: { count: 0, limit: 200, offset: 0 } };
const placed = (request: FakeRequest): { status?: number; body: unknown } => {
  const order = request.body as { original_id: string };
  return {
    body: [
      {
        id: order.original_id,
        user_id: AURORA_ID,
        original_id: order.original_id,
        conversion_id: 'c',
        tracking_id: 't',
        state: 'new',
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
  };
};

function renderPanel({
  originals = folderOriginals(3, 2),
  credits = { body: { credits: 10, initial_credits: 10 } } as { status?: number; body: unknown },
  order = placed,
  conversions = (_request: FakeRequest): { body: unknown } => ({ body: EMPTY_PAGE }),
} = {}) {
  const gateway = fakeGateway({
    'GET /api/v2/voices': { body: { list: [AURORA], pagination: { count: 1, limit: 100, offset: 0 } } },
    'GET /api/credits': credits,
    'GET /api/calibration': { body: EMPTY_PAGE },
    'GET /api/recordings/conversions': conversions,
    'POST /api/v2/orders': order,
  });
  vi.stubGlobal('fetch', gateway.fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
      <BatchOrderPanel originals={originals} nameOf={(original) => original.label ?? ''} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { gateway, onClose };
}

const chooseAurora = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('checkbox', { name: /Aurora/ }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('BatchOrderPanel', () => {
  it('totals the cost of every original against the balance and names the order on its button', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Order conversions for 3 originals' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Order conversions' })).toBeDisabled();
    await chooseAurora(user);
    expect(await screen.findByText(/balance 10\.00 credits/)).toHaveTextContent(
      'Cost: 6.00 credits (3 originals, 6.00 s in all × 1 voice) · balance 10.00 credits',
    );
    expect(screen.getByRole('button', { name: 'Order 3 conversions for 6.00 credits' })).toBeEnabled();
  });

  it('refuses a batch the balance cannot pay for without asking the server', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPanel({ credits: { body: { credits: 5, initial_credits: 10 } } });
    await chooseAurora(user);
    expect(await screen.findByText(/not enough credits/)).toHaveTextContent('Cost: 6.00 credits');
    const order = screen.getByRole('button', { name: 'Order 3 conversions for 6.00 credits' });
    expect(order).toBeDisabled();
    expect(gateway.calls('POST', '/api/v2/orders')).toHaveLength(0);
  });

  it('does not order when the balance cannot be read, and says why', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPanel({ credits: { status: 503, body: { detail: 'Down for maintenance' } } });
    await chooseAurora(user);
    expect(await screen.findByText(/balance unavailable/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Order 3 conversions for 6.00 credits' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The balance could not be read');
    expect(gateway.calls('POST', '/api/v2/orders')).toHaveLength(0);
  });

  it('will not order one set of settings for text and speech originals together', async () => {
    const [speech, text] = folderOriginals(2);
    renderPanel({ originals: [speech!, { ...text!, tts: true } as Recording] });
    expect(screen.getByRole('alert')).toHaveTextContent('The selection mixes 1 text original');
    expect(screen.queryByRole('button', { name: /^Order/ })).not.toBeInTheDocument();
  });

  it('orders for each original with progress, names a refusal and retries only the failed one', async () => {
    const user = userEvent.setup();
    const originals = folderOriginals(3, 2);
    let refuse = true;
    const { gateway, onClose } = renderPanel({
      originals,
      order: (request) =>
        refuse && (request.body as { original_id: string }).original_id === originals[1]!.id
          ? { status: 409, body: { detail: 'This original is still being processed' } }
          : placed(request),
    });
    await chooseAurora(user);
    await user.click(await screen.findByRole('button', { name: 'Order 3 conversions for 6.00 credits' }));

    expect(await screen.findByText('Ordering conversions: 2 of 3 done, 1 failed.')).toBeVisible();
    expect(screen.getByText('This original is still being processed')).toBeVisible();
    const orders = gateway.calls('POST', '/api/v2/orders');
    expect(orders.map((request) => (request.body as { original_id: string }).original_id)).toEqual(
      originals.map((original) => original.id),
    );
    expect(orders[0]!.body).toMatchObject({ conversions: [{ voice_id: AURORA_ID, accent_id: AURORA_ACCENT_ID }] });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(await screen.findByText('Ordering conversions: 3 of 3 done.')).toBeVisible();
    expect(gateway.calls('POST', '/api/v2/orders')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('looks for an order whose answer was lost before sending it again, so nothing is ordered twice', async () => {
    const user = userEvent.setup();
    const [placedAnyway, lost] = folderOriginals(2, 2);
    const tries = new Map<string, number>();
    const { gateway } = renderPanel({
      originals: [placedAnyway!, lost!],
      order: (request) => {
        const id = (request.body as { original_id: string }).original_id;
        tries.set(id, (tries.get(id) ?? 0) + 1);
        return tries.get(id) === 1 ? { status: 502, body: { detail: 'Bad gateway' } } : placed(request);
      },
      // The first original's order went through before its answer was lost: its conversion is listed.
      conversions: (request) => {
        const made = {
          ...placedAnyway!,
          id: 'c-1',
          type: 'converted',
          original_id: placedAnyway!.id,
          voice_id: AURORA_ID,
          accent_id: AURORA_ACCENT_ID,
          created_at: new Date().toISOString(),
        };
        const list = request.query.get('original_id') === placedAnyway!.id ? [made] : [];
        return { body: { list, pagination: { count: list.length, limit: 200, offset: 0 } } };
      },
    });
    await chooseAurora(user);
    await user.click(await screen.findByRole('button', { name: 'Order 2 conversions for 4.00 credits' }));

    expect(await screen.findByText('Ordering conversions: 2 of 2 done.')).toBeVisible();
    expect(tries.get(placedAnyway!.id)).toBe(1);
    expect(tries.get(lost!.id)).toBe(2);
    expect(
      gateway.calls('GET', '/api/recordings/conversions').map((request) => request.query.get('original_id')),
    ).toEqual(expect.arrayContaining([placedAnyway!.id, lost!.id]));
  });
});
