import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '@contract/gateway/conversions';
import type { Recording } from '@contract/gateway/recordings';
import { fakeGateway } from '@/testing/fake-gateway';
import { onceOnlyOrders, outcomeUnknown, unplacedPart } from './once-only-orders';
import { ApiError } from '@/lib/http/api-error';

const ORIGINAL = '00000000-0000-4000-8000-000000000001';
const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const ACCENT = '00000000-0000-4000-8000-0000000000ac';
const order: OrderRequest = {
  original_id: ORIGINAL,
  conversions: [
    { voice_id: ALICE, accent_id: ACCENT, semitones_correction: 2 },
    { voice_id: BOB, semitones_correction: 0 },
  ],
  use_calibration: false,
};
const conversion = (fields: Partial<Recording>): Recording =>
  ({
    id: crypto.randomUUID(),
    type: 'converted',
    original_id: ORIGINAL,
    created_at: '2026-11-25T10:00:05.000Z',
    semitones_correction: 0,
    ...fields,
  }) as Recording;

describe('unplacedPart', () => {
  const since = '2026-11-25T10:00:00.000Z';

  it('is null when every requested conversion is there, made since the batch began with the same settings', () => {
    const listed = [
      conversion({ voice_id: ALICE, accent_id: ACCENT, semitones_correction: 2 }),
      conversion({ voice_id: BOB, accent_id: 'default-accent' }),
    ];
    expect(unplacedPart(order, listed, since)).toBeNull();
  });

  it('is the whole order when nothing matches: older conversions, other settings, other voices', () => {
    const listed = [
      conversion({
        voice_id: ALICE,
        accent_id: ACCENT,
        semitones_correction: 2,
        created_at: '2026-11-25T09:59:59.000Z',
      }),
      conversion({ voice_id: ALICE, accent_id: ACCENT, semitones_correction: 3 }),
      conversion({ voice_id: BOB, semitones_correction: 1 }),
    ];
    expect(unplacedPart(order, listed, since)).toBe(order);
  });

  it('is only the missing part when some of it is there, and one conversion answers for one request only', () => {
    const twice: OrderRequest = {
      ...order,
      conversions: [order.conversions[1]!, { ...order.conversions[1]!, label: 'Second' }],
    };
    expect(unplacedPart(twice, [conversion({ voice_id: BOB })], since)).toEqual({
      ...twice,
      conversions: [{ voice_id: BOB, semitones_correction: 0, label: 'Second' }],
    });
    expect(unplacedPart(order, [conversion({ voice_id: BOB })], since)).toEqual({
      ...order,
      conversions: [order.conversions[0]],
    });
  });
});

describe('outcomeUnknown', () => {
  it('is true with no answer, a timeout or a server failure, false for a refusal', () => {
    expect([0, 408, 500, 502, 503, 504].map((status) => outcomeUnknown(new ApiError(status, 'x')))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 402, 404, 409, 422, 429].map((status) => outcomeUnknown(new ApiError(status, 'x')))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('onceOnlyOrders', () => {
  afterEach(() => vi.unstubAllGlobals());
  const placedAnswer = [
    {
      id: ALICE,
      user_id: ALICE,
      original_id: ORIGINAL,
      conversion_id: ALICE,
      tracking_id: 't',
      state: 'new',
      created_at: '2026-11-25T10:00:05Z',
    },
  ];

  it('after a 502 whose order was placed anyway, a retry finds it and sends nothing', async () => {
    const listed = [
      conversion({ voice_id: ALICE, accent_id: ACCENT, semitones_correction: 2, created_at: new Date().toISOString() }),
      conversion({ voice_id: BOB, created_at: new Date().toISOString() }),
    ];
    const gateway = fakeGateway({
      'POST /api/v2/orders': { status: 502, body: { detail: 'Bad gateway' } },
      'GET /api/recordings/conversions': { body: { list: listed, pagination: { count: 2 } } },
    });
    vi.stubGlobal('fetch', gateway.fetch);
    const place = onceOnlyOrders(new Date());
    await expect(place(order)).rejects.toMatchObject({ status: 502 });
    await expect(place(order)).resolves.toEqual({ placed: 0, found: 2 });
    expect(gateway.calls('POST', '/api/v2/orders')).toHaveLength(1);
  });

  it('after a 502 that placed nothing, the retry sends the order again; a refusal is never looked for', async () => {
    let posts = 0;
    const gateway = fakeGateway({
      'POST /api/v2/orders': () =>
        ++posts === 1
          ? { status: 503, body: { detail: 'Down' } }
          : posts === 2
            ? { body: placedAnswer }
            : { status: 402, body: { detail: 'Not enough credits' } },
      'GET /api/recordings/conversions': { body: { list: [], pagination: { count: 0 } } },
    });
    vi.stubGlobal('fetch', gateway.fetch);
    const place = onceOnlyOrders(new Date());
    await expect(place(order)).rejects.toMatchObject({ status: 503 });
    await expect(place(order)).resolves.toEqual({ placed: 1, found: 0 });
    expect(gateway.calls('GET', '/api/recordings/conversions')).toHaveLength(1);
    await expect(place(order)).rejects.toMatchObject({ status: 402 });
    await expect(place(order)).rejects.toMatchObject({ status: 402 });
    expect(gateway.calls('GET', '/api/recordings/conversions')).toHaveLength(1);
  });
});
