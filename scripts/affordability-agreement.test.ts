import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedCredits } from '../contract/gateway/pricing';
import { RecordingList } from '../contract/gateway/recordings';
import { VOICE_CATALOGUE } from '../sandbox/catalogue/voice-catalogue';
import { createListeningSandbox, type ListeningSandbox } from '../sandbox/testing/listening-sandbox';
import { DEMO_KEY } from '../sandbox/testing/test-sandbox';
import { orderCost } from '../src/features/conversions/order-cost';

/**
 * The studio's cost summary and the sandbox's order route decide "can this account afford it?" by one rule
 * (contract/gateway/pricing.ts). Here they judge the same orders while a conversion is still running: the studio
 * reads the reserved credits from the sandbox's own recording list, and must say "enough" exactly when the
 * sandbox accepts the order.
 */
let sandbox: ListeningSandbox;
let original: { id: string; duration: number };

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  sandbox.app.inject({ method, url, headers: DEMO_KEY, ...(payload ? { payload } : {}) });
const order = () =>
  inject('POST', '/api/v2/orders', { original_id: original.id, conversions: [{ voice_id: VOICE_CATALOGUE[0]!.id }] });
const setCredits = (credits: number) =>
  sandbox.db.prepare("UPDATE users SET credits = ? WHERE email = 'demo@example.com'").run(credits);

async function waitUntilDone(id: string) {
  for (let i = 0; i < 600; i++) {
    if ((await inject('GET', `/api/recordings/${id}`)).json<{ state: string }>().state !== 'processing') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${id} still processing`);
}

/** What the studio shows for one more order of one voice: its verdict from the gateway's answers. */
async function studioVerdict() {
  const recordings = RecordingList.parse((await inject('GET', '/api/recordings?limit=200')).json()).list;
  const { credits } = (await inject('GET', '/api/credits')).json<{ credits: number }>();
  return orderCost(original.duration, 1, credits, reservedCredits(recordings)).enough;
}

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const post = async (url: string, payload: object) => (await inject('POST', url, payload)).json<{ id: string }>();
  const project = await post('/api/projects', { name: 'Agreement', owner: await sandbox.userId(), models: {} });
  const folder = await post('/api/folders', { name: 'Takes', project_id: project.id });
  original = await (await sandbox.upload(folder.id, 'speech.wav')).json();
  await waitUntilDone(original.id);
  // One conversion made, then held "running" (its job already finished, so nothing will complete it meanwhile).
  setCredits(1000);
  const [running] = (await order()).json<Array<{ conversion_id: string }>>();
  await waitUntilDone(running!.conversion_id);
  sandbox.db.prepare("UPDATE recordings SET state = 'processing' WHERE id = ?").run(running!.conversion_id);
});
afterAll(() => sandbox.close());

describe('affordability with a conversion running', () => {
  it('the studio and the sandbox refuse an order that fits the balance only if the running one is forgotten', async () => {
    setCredits(original.duration * 1.5);
    expect(await studioVerdict()).toBe(false);
    expect((await order()).statusCode).toBe(402);
  });

  it('the studio and the sandbox accept an order that fits beside the running one', async () => {
    setCredits(original.duration * 2.5);
    expect(await studioVerdict()).toBe(true);
    const placed = await order();
    expect(placed.statusCode).toBe(200);
    await waitUntilDone(placed.json<Array<{ conversion_id: string }>>()[0]!.conversion_id);
  });
});
