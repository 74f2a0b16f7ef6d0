import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LYING_FILES } from '../audio/testing/lying-audio';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let folderId: string;

const post = (route: string, fields: Record<string, string>, data: Uint8Array, fileName: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('data', new Blob([Uint8Array.from(data)]), fileName);
  return fetch(`${sandbox.url}${route}`, { method: 'POST', body: form, headers: DEMO_KEY });
};

const json = async (method: string, path: string, body?: unknown) =>
  (
    await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { ...DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

const MB = 1024 * 1024;

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const owner = await sandbox.userId();
  const project = await json('POST', '/api/projects', { name: 'Lies', owner, models: {} });
  folderId = (await json('POST', '/api/folders', { name: 'Takes', project_id: project.id })).id;
});
afterAll(() => sandbox.close());

describe('uploads whose headers lie', () => {
  it('are each refused with 400 naming the file and what is wrong, the process growing less than 50 MB over the family', async () => {
    // The uploads' audio worker is started (and its code loaded) by an honest file first, so the baseline holds it.
    const speech = readFileSync(new URL('../audio/fixtures/speech.wav', import.meta.url));
    expect(
      (await post('/api/recordings', { parent_folder_id: folderId, microphone: 'file' }, speech, 'speech.wav')).status,
    ).toBe(200);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    for (const [index, file] of LYING_FILES.entries()) {
      // Recordings and calibrations share the upload path; both are tried, alternately.
      const route = index % 2 === 0 ? '/api/recordings' : '/api/calibration';
      const fields: Record<string, string> =
        index % 2 === 0 ? { parent_folder_id: folderId, microphone: 'file' } : { name: 'Lie' };
      const response = await post(route, fields, file.bytes, 'lie.wav');
      expect(response.status, file.name).toBe(400);
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(peak - baseline, `RSS growth after ${file.name}`).toBeLessThan(50 * MB);
      const { detail } = (await response.json()) as { detail: string };
      expect(detail, file.name).toMatch(/^lie\.wav: /);
      expect(detail, file.name).toMatch(file.message);
    }
    expect(readdirSync(sandbox.files.tmpDir)).toEqual([]);
    expect(readdirSync(sandbox.files.calibrationsDir)).toEqual([]);
  }, 120_000);
});
