import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CATALOGUE } from '../catalogue/voice-catalogue';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let original: { id: string; duration: number };

const order = () =>
  sandbox.app.inject({ method: 'POST', url: '/api/v2/orders', headers: DEMO_KEY, payload: { original_id: original.id, conversions: [{ voice_id: VOICE_CATALOGUE[0]!.id }] } });

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const post = (url: string, payload: Record<string, unknown>) => sandbox.app.inject({ method: 'POST', url, headers: DEMO_KEY, payload }).then((r) => r.json<{ id: string }>());
  const project = await post('/api/projects', { name: 'Credits', owner: await sandbox.userId(), models: {} });
  const folder = await post('/api/folders', { name: 'Takes', project_id: project.id });
  original = await (await sandbox.upload(folder.id, 'speech.wav')).json();
});
afterAll(() => sandbox.close());

describe('orders against the balance', () => {
  it('refuses with 402 an order that, with the conversions still running, needs more credits than the account has', async () => {
    // Room for two conversions of this original and a half: the third order must not be promised.
    sandbox.db.prepare("UPDATE users SET credits = ? WHERE email = 'demo@example.com'").run(original.duration * 2.5);
    expect((await order()).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(200);
    const third = await order();
    expect(third.statusCode).toBe(402);
    expect(third.json().detail).toMatch(/^This order needs \d+\.\d credits; the account has \d+\.\d/);
  });
});
