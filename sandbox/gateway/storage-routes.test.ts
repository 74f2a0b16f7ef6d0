import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';
import { downloadName } from './storage-routes';

let sandbox: ListeningSandbox;
let folderId: string;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
  const owner = await sandbox.userId();
  const project = await (
    await fetch(`${sandbox.url}/api/projects`, {
      method: 'POST',
      headers: { ...DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Storage', owner, models: {} }),
    })
  ).json();
  const folder = await (
    await fetch(`${sandbox.url}/api/folders`, {
      method: 'POST',
      headers: { ...DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'F', project_id: project.id }),
    })
  ).json();
  folderId = folder.id;
});
afterAll(() => sandbox.close());

describe('storage downloads', () => {
  it('name the file once, in UTF-8 when it is not ASCII', async () => {
    const plain = await (await sandbox.upload(folderId, 'speech.wav')).json();
    expect(plain.label).toBe('speech.wav');
    const response = await fetch(`${sandbox.url}${plain.url}`, { headers: DEMO_KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('inline; filename="speech.wav"');
    // Read to the end, as a client does: an answer left unread can hold its connection open at close.
    await response.arrayBuffer();

    const named = await (await sandbox.upload(folderId, 'speech.flac', { label: 'Голос 1' })).json();
    const other = await fetch(`${sandbox.url}${named.url}`, { headers: DEMO_KEY });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-disposition')).toBe(
      `inline; filename="_ 1.flac"; filename*=UTF-8''${encodeURIComponent('Голос 1')}.flac`,
    );
    await other.arrayBuffer();
  });

  it('keep a name that only looks like another extension, and fall back to the id', () => {
    expect(downloadName('take.WAV', 'id', 'wav')).toBe('take.wav');
    expect(downloadName('take.mp3', 'id', 'wav')).toBe('take.wav');
    expect(downloadName('notes.txt', 'id', 'wav')).toBe('notes.txt.wav');
    expect(downloadName(null, 'id', 'ogg')).toBe('id.ogg');
    expect(downloadName('.wav', 'id', 'wav')).toBe('id.wav');
  });

  it('answer 404 for a voice sample not generated yet', async () => {
    const response = await fetch(`${sandbox.url}/storage/samples/00000000-0000-4000-8000-000000000000.wav`, {
      headers: DEMO_KEY,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Voice sample not found' });
  });
});
