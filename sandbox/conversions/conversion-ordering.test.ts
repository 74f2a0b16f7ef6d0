import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CATALOGUE } from '../catalogue/voice-catalogue';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let original: { id: string; duration: number };

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  sandbox.app.inject({ method, url, headers: DEMO_KEY, ...(payload ? { payload } : {}) });
const setCredits = (credits: number) =>
  sandbox.db.prepare("UPDATE users SET credits = ? WHERE email = 'demo@example.com'").run(credits);

async function finished(id: string) {
  for (let i = 0; i < 600; i++) {
    const recording = (await inject('GET', `/api/recordings/${id}`)).json<{ state: string; error: string | null }>();
    if (recording.state !== 'processing') return recording;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${id} still processing`);
}

async function convert() {
  const placed = await inject('POST', '/api/v2/orders', {
    original_id: original.id,
    conversions: [{ voice_id: VOICE_CATALOGUE[0]!.id }],
  });
  const id = placed.json<Array<{ conversion_id: string }>>()[0]!.conversion_id;
  await finished(id);
  return id;
}

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const post = async (url: string, payload: object) => (await inject('POST', url, payload)).json<{ id: string }>();
  const project = await post('/api/projects', { name: 'Ordering', owner: await sandbox.userId(), models: {} });
  const folder = await post('/api/folders', { name: 'Takes', project_id: project.id });
  original = await (await sandbox.upload(folder.id, 'speech.wav')).json();
  await finished(original.id);
});
afterAll(() => sandbox.close());

describe('a conversion job and the credits running conversions reserved', () => {
  it('fails a redo that fits the balance only by spending what an earlier running conversion reserved', async () => {
    setCredits(1000);
    const earlier = await convert();
    const later = await convert();
    // The earlier one is held running: its price stays reserved, and no job of its own will finish it.
    sandbox.db.prepare("UPDATE recordings SET state = 'processing' WHERE id = ?").run(earlier);
    setCredits(original.duration * 1.5);
    expect((await inject('POST', `/api/recordings/conversion-redo/${later}`)).statusCode).toBe(200);
    const redone = await finished(later);
    expect(redone.state).toBe('error');
    expect(redone.error).toMatch(
      /^This conversion needs \d+\.\d\d credits; the account has \d+\.\d\d \(\d+\.\d\d of them promised/,
    );
  });

  it('lets the earlier conversion run against the same balance: first ordered, first served', async () => {
    const [earlier] = sandbox.db
      .prepare("SELECT id FROM recordings WHERE type = 'converted' AND state = 'processing'")
      .all() as Array<{ id: string }>;
    sandbox.db.prepare("UPDATE recordings SET state = 'done' WHERE id = ?").run(earlier!.id);
    expect((await inject('POST', `/api/recordings/conversion-redo/${earlier!.id}`)).statusCode).toBe(200);
    expect((await finished(earlier!.id)).state).toBe('done');
  });
});
