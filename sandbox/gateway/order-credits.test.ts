import { CREDITS_SPENT, conversionPrice } from '../../contract/gateway/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CATALOGUE } from '../catalogue/voice-catalogue';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let original: { id: string; duration: number };

const order = () =>
  sandbox.app.inject({
    method: 'POST',
    url: '/api/v2/orders',
    headers: DEMO_KEY,
    payload: { original_id: original.id, conversions: [{ voice_id: VOICE_CATALOGUE[0]!.id }] },
  });

async function waitUntilFinished(url: string) {
  for (let i = 0; i < 600; i++) {
    const { state } = (await sandbox.app.inject({ method: 'GET', url, headers: DEMO_KEY })).json<{ state: string }>();
    if (state !== 'processing') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still processing`);
}

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const post = (url: string, payload: Record<string, unknown>) =>
    sandbox.app.inject({ method: 'POST', url, headers: DEMO_KEY, payload }).then((r) => r.json<{ id: string }>());
  const project = await post('/api/projects', { name: 'Credits', owner: await sandbox.userId(), models: {} });
  const folder = await post('/api/folders', { name: 'Takes', project_id: project.id });
  original = await (await sandbox.upload(folder.id, 'speech.wav')).json();
});
afterAll(() => sandbox.close());

const balance = async () =>
  (await sandbox.app.inject({ method: 'GET', url: '/api/credits', headers: DEMO_KEY })).json<{ credits: number }>()
    .credits;

describe('orders against the balance', () => {
  it(`spends credits ${CREDITS_SPENT.replaceAll('-', ' ')}, not when the order is placed (the studio's sentence: credits-rule.ts)`, async () => {
    expect(CREDITS_SPENT).toBe('when-a-conversion-finishes');
    sandbox.db.prepare("UPDATE users SET credits = 1000 WHERE email = 'demo@example.com'").run();
    const placed = await order();
    expect(placed.statusCode).toBe(200);
    expect(await balance()).toBe(1000);
    const [conversion] = placed.json<Array<{ conversion_id: string }>>();
    expect(await waitUntilFinished(`/api/recordings/${conversion!.conversion_id}`)).toBe('done');
    // Exactly, to the hundredth the balance and prices are kept in.
    expect(await balance()).toBe(Math.round((1000 - conversionPrice(original.duration)) * 100) / 100);
  });

  it('refuses with 402 an order that, with the conversions still running, needs more credits than the account has', async () => {
    // Room for two conversions of this original and a half: the third order must not be promised.
    sandbox.db.prepare("UPDATE users SET credits = ? WHERE email = 'demo@example.com'").run(original.duration * 2.5);
    const placed = [await order(), await order()];
    expect(placed.map((response) => response.statusCode)).toEqual([200, 200]);
    const third = await order();
    expect(third.statusCode).toBe(402);
    expect(third.json().detail).toMatch(/^This order needs \d+\.\d\d credits; the account has \d+\.\d\d/);
    // The two accepted ones finish and are paid for (and the sandbox is not closed under a running job).
    for (const response of placed) {
      const [conversion] = response.json<Array<{ conversion_id: string }>>();
      expect(await waitUntilFinished(`/api/recordings/${conversion!.conversion_id}`)).toBe('done');
    }
    expect(await balance()).toBeCloseTo(original.duration * 0.5, 1);
  });
});
