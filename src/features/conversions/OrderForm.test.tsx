// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { AURORA, AURORA_ACCENT_ID as ACCENT, AURORA_ID } from '@/testing/fake-catalogue';
import { fakeGateway, testQueryClient, type FakeRequest } from '@/testing/fake-gateway';
import { OrderForm } from './OrderForm';
import { useOrderDrafts } from './order-draft-store';

const ORIGINAL = '11111111-1111-4111-8111-111111111111';
const original = {
  id: ORIGINAL,
  parent_folder_id: '44444444-4444-4444-8444-444444444444',
  type: 'original',
  state: 'done',
  duration: 4,
  tts: false,
} as Recording;

function renderForm(
  order: (request: FakeRequest) => { status?: number; body: unknown },
  recording: Recording = original,
  preset: { presetVoiceId?: string; onPresetUsed?: () => void } = {},
) {
  const gateway = fakeGateway({
    'GET /api/v2/voices': { body: { list: [AURORA], pagination: { count: 1, limit: 100, offset: 0 } } },
    'GET /api/credits': { body: { credits: 10, initial_credits: 10 } },
    'GET /api/calibration': { body: { list: [], pagination: { count: 0, limit: 200, offset: 0 } } },
    'POST /api/v2/orders': order,
    'GET /api/recordings/conversions': { body: { list: [], pagination: { count: 0, limit: 200, offset: 0 } } },
  });
  vi.stubGlobal('fetch', gateway.fetch);
  const client = testQueryClient(() => new QueryClient());
  render(
    <QueryClientProvider client={client}>
      <OrderForm original={recording} {...preset} />
    </QueryClientProvider>,
  );
  return gateway;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useOrderDrafts.setState({ drafts: {} });
  document.body.innerHTML = '';
});

describe('OrderForm', () => {
  it('prices the order against the balance, puts a 422 beside its field keeping the draft, then places it and clears the draft', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const gateway = renderForm(() =>
      refuse
        ? {
            status: 422,
            body: {
              detail: [
                { loc: ['body', 'conversions', 0, 'semitones_correction'], msg: 'Too high for this voice', type: 'x' },
              ],
            },
          }
        : {
            body: [
              {
                id: ORIGINAL,
                user_id: AURORA_ID,
                original_id: ORIGINAL,
                conversion_id: ACCENT,
                tracking_id: 't',
                state: 'new',
                created_at: '2026-01-01T00:00:00Z',
              },
            ],
          },
    );

    await user.click(await screen.findByRole('checkbox', { name: /Aurora/ }));
    const settings = screen.getByRole('group', { name: 'Settings for Aurora' });
    expect(screen.getByTestId('order-cost').textContent).toContain(
      'Cost: 4.00 credits (4.00 s × 1 voice) · balance 10.00 credits',
    );

    const semitones = within(settings).getByLabelText('Semitones');
    await user.clear(semitones);
    await user.type(semitones, '13');
    expect(within(settings).getByText('Enter a number from -12 to +12')).toBeVisible();
    await user.clear(semitones);
    await user.type(semitones, '+5');
    await user.type(screen.getByLabelText('Label (optional)'), 'Take 1');

    await user.click(screen.getByRole('button', { name: 'Order conversion' }));
    await waitFor(() => expect(within(settings).getByText('Too high for this voice')).toBeVisible());
    expect(semitones).toHaveProperty('value', '+5');
    expect(screen.getByTestId('order-error').textContent).toMatch(/see the messages beside them/);
    expect(gateway.calls('POST', '/api/v2/orders')[0]!.body).toEqual({
      original_id: ORIGINAL,
      conversions: [{ voice_id: AURORA_ID, label: 'Take 1', accent_id: ACCENT, semitones_correction: 5 }],
      use_calibration: false,
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Order conversion' }));
    expect(await screen.findByText('1 conversion ordered.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Settings for Aurora' })).toBeNull();
    expect(useOrderDrafts.getState().drafts[ORIGINAL]).toBeUndefined();
  });

  it('shows the exact seconds, so that seconds × voices multiplies out to the credits shown', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ body: [] }), { ...original, duration: 6.18 });
    await user.click(await screen.findByRole('checkbox', { name: /Aurora/ }));
    expect(screen.getByTestId('order-cost').textContent).toContain('Cost: 6.18 credits (6.18 s × 1 voice)');
  });

  it('refuses an order the balance cannot pay for without asking the server', async () => {
    const user = userEvent.setup();
    const gateway = renderForm(() => ({ body: [] }), { ...original, duration: 30 });
    await user.click(await screen.findByRole('checkbox', { name: /Aurora/ }));
    await waitFor(() => expect(screen.getByTestId('order-cost').textContent).toContain('not enough credits'));
    expect(screen.getByRole('button', { name: 'Order conversion' })).toHaveProperty('disabled', true);
    expect(gateway.calls('POST', '/api/v2/orders')).toHaveLength(0);
  });

  it('picks the voice chosen in the library once the catalogue is read, and can hear it first', async () => {
    const onPresetUsed = vi.fn();
    renderForm(() => ({ body: [] }), original, { presetVoiceId: AURORA_ID, onPresetUsed });
    expect(await screen.findByRole('group', { name: 'Settings for Aurora' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Aurora/ })).toHaveProperty('checked', true);
    expect(onPresetUsed).toHaveBeenCalledTimes(1);
    expect(useOrderDrafts.getState().drafts[ORIGINAL]?.choices.map((choice) => choice.voiceId)).toEqual([AURORA_ID]);
    expect(screen.getByRole('button', { name: 'Play a sample of Aurora' })).toBeVisible();
  });
});
