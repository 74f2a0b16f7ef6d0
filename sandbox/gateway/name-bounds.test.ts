import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { rawRequest } from '../testing/raw-request';
import { DEMO_KEY } from '../testing/test-sandbox';

/** Names the gateway stores and shows: project and folder names are printable, file names are bounded. */
let sandbox: ListeningSandbox;
let projectId: string;
let folderId: string;

const api = async (method: string, route: string, body: unknown) => {
  const response = await fetch(`${sandbox.url}${route}`, {
    method,
    headers: { ...DEMO_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id: string; detail: unknown } };
};

beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const owner = await sandbox.userId();
  projectId = (await api('POST', '/api/projects', { name: 'Names', owner, models: {} })).body.id;
  folderId = (await api('POST', '/api/folders', { name: 'Takes', project_id: projectId })).body.id;
});
afterAll(() => sandbox.close());

const refusal = (loc: string[]) => ({
  detail: [{ loc, msg: 'use printable characters only', type: expect.any(String) }],
});

describe('names', () => {
  it('refuses a tab, CR or LF in a project or folder name with 422 in the FastAPI shape', async () => {
    const owner = await sandbox.userId();
    for (const name of ['Tab\there', 'CR\rhere', 'LF\nhere']) {
      expect(await api('POST', '/api/projects', { name, owner, models: {} })).toEqual({
        status: 422,
        body: refusal(['body', 'name']),
      });
      expect(await api('PATCH', `/api/projects/${projectId}`, { name })).toMatchObject({ status: 422 });
      expect(await api('POST', '/api/folders', { name, project_id: projectId })).toEqual({
        status: 422,
        body: refusal(['body', 'name']),
      });
      expect(await api('PATCH', `/api/folders/${folderId}`, { name })).toMatchObject({ status: 422 });
    }
  });

  it('refuses an upload whose file name is over 255 characters with 422 on data, and keeps nothing', async () => {
    const longName = `${'n'.repeat(300)}.wav`;
    const body = `--x\r\nContent-Disposition: form-data; name="parent_folder_id"\r\n\r\n${folderId}\r\n--x\r\nContent-Disposition: form-data; name="microphone"\r\n\r\nfile\r\n--x\r\nContent-Disposition: form-data; name="data"; filename="${longName}"\r\nContent-Type: audio/wav\r\n\r\nRIFF\r\n--x--\r\n`;
    const response = await rawRequest(sandbox.url, '/api/recordings', {
      method: 'POST',
      headers: { ...DEMO_KEY, 'content-type': 'multipart/form-data; boundary=x' },
      body,
    });
    expect(response.status).toBe(422);
    expect(JSON.parse(response.body)).toEqual({
      detail: [{ loc: ['body', 'data'], msg: expect.stringMatching(/255/), type: expect.any(String) }],
    });
    expect(readdirSync(sandbox.files.tmpDir)).toEqual([]);
  });
});
