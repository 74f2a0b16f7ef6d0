import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY, OTHER_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
let projectId: string;
let folderId: string;

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = DEMO_KEY) => {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json().catch(() => null), headers: response.headers };
};

beforeEach(async () => {
  sandbox = await createListeningSandbox({ maxUploadBytes: 200_000 });
  const owner = await sandbox.userId();
  projectId = (await call('POST', '/api/projects', { name: 'P', owner, models: {} })).body.id;
  folderId = (await call('POST', '/api/folders', { name: 'Takes', project_id: projectId })).body.id;
});
afterEach(() => sandbox.close());

describe('folders', () => {
  it('creates, nests, lists, renames and deletes a subtree', async () => {
    const child = (await call('POST', '/api/folders', { name: 'Child', project_id: projectId, parent_id: folderId }))
      .body;
    expect(child).toMatchObject({ name: 'Child', project_id: projectId, parent_id: folderId, active: true });
    const list = await call('GET', `/api/folders?project_id=${projectId}&direction=asc`);
    expect(list.body.pagination).toEqual({ count: 2, limit: 50, offset: 0 });
    expect((await call('PATCH', `/api/folders/${child.id}`, { name: 'Renamed' })).body.name).toBe('Renamed');
    expect((await call('GET', `/api/folders?project_id=${projectId}&limit=201`)).status).toBe(422);
    expect((await call('GET', `/api/folders?project_id=${projectId}`, undefined, OTHER_KEY)).status).toBe(403);
    expect((await call('GET', `/api/folders/${child.id}`, undefined, {})).status).toBe(401);
    const deleted = await call('DELETE', `/api/folders/${folderId}`);
    expect(deleted.body.sort()).toEqual([folderId, child.id].sort());
    expect((await call('GET', `/api/folders/${child.id}`)).status).toBe(404);
  });
});

describe('uploads', () => {
  it.each(['speech.wav', 'speech.mp3', 'speech.flac', 'speech.ogg'])(
    'stores %s with measured duration, size and peaks',
    async (fixture) => {
      const response = await sandbox.upload(folderId, fixture);
      expect(response.status).toBe(200);
      const recording = await response.json();
      expect(recording).toMatchObject({
        type: 'original',
        state: 'done',
        label: fixture,
        microphone: 'file',
        tts: false,
        starred: false,
      });
      expect(recording.duration).toBeGreaterThan(1.5);
      expect(recording.duration).toBeLessThan(1.7);
      expect(recording.size).toBeGreaterThan(5000);
      expect(recording.url).toBe(`/storage/${recording.id}.${fixture.split('.')[1]}`);
      const peaks = await call('GET', recording.waveform_url);
      expect(peaks.body.duration).toBeCloseTo(recording.duration, 5);
      expect(peaks.body.peaks[0].length).toBeGreaterThan(150);
    },
  );

  it('serves the audio with Range support for seeking', async () => {
    const recording = await (await sandbox.upload(folderId, 'speech.wav', { label: 'Take one' })).json();
    expect(recording.label).toBe('Take one');
    const whole = await fetch(`${sandbox.url}${recording.url}`, { headers: DEMO_KEY });
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect((await whole.arrayBuffer()).byteLength).toBe(recording.size);
    const part = await fetch(`${sandbox.url}${recording.url}`, { headers: { ...DEMO_KEY, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${sandbox.url}${recording.url}`, { headers: OTHER_KEY })).status).toBe(403);
    expect((await fetch(`${sandbox.url}${recording.url}`)).status).toBe(401);
  });

  it('rejects an undecodable file with 400 and an oversize one with 413, leaving nothing behind', async () => {
    const broken = await sandbox.upload(folderId, 'bytes:this is not audio');
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toMatch(/broken\.wav: Not a supported audio file/);
    const big = new FormData();
    big.set('parent_folder_id', folderId);
    big.set('microphone', 'file');
    big.set('data', new Blob([new Uint8Array(300_000)]), 'big.wav');
    const tooLarge = await fetch(`${sandbox.url}/api/recordings`, { method: 'POST', body: big, headers: DEMO_KEY });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).detail).toMatch(/upload limit/);
    expect(readdirSync(sandbox.files.audioDir)).toEqual([]);
    expect(readdirSync(sandbox.files.tmpDir)).toEqual([]);
    expect((await call('GET', `/api/recordings/originals?folder_id=${folderId}`)).body.pagination.count).toBe(0);
  });

  it('validates the form fields and the folder owner', async () => {
    const noFolder = await sandbox.upload('00000000-0000-4000-8000-000000000000', 'speech.wav');
    expect(noFolder.status).toBe(404);
    const other = await sandbox.upload(folderId, 'speech.wav', {}, OTHER_KEY);
    expect(other.status).toBe(403);
    const badLabel = await sandbox.upload(folderId, 'speech.wav', { label: 'x'.repeat(41) });
    expect(badLabel.status).toBe(422);
    expect((await badLabel.json()).detail[0].loc).toEqual(['body', 'label']);
  });
});

describe('recordings', () => {
  it('lists, labels, stars, notes and deletes with files', async () => {
    const a = await (await sandbox.upload(folderId, 'speech.wav')).json();
    const b = await (await sandbox.upload(folderId, 'speech.flac')).json();
    const originals = await call('GET', `/api/recordings/originals?folder_id=${folderId}&direction=asc`);
    expect(originals.body.list.map((r: { id: string }) => r.id)).toEqual([a.id, b.id]);
    expect((await call('GET', `/api/recordings?project_id=${projectId}`)).body.pagination.count).toBe(2);
    expect((await call('GET', `/api/recordings/conversions?original_id=${a.id}`)).body.list).toEqual([]);
    expect((await call('GET', `/api/recordings/originals`)).status).toBe(422);

    expect((await call('PATCH', `/api/recordings/${a.id}`, { starred: true })).body).toMatchObject({
      starred: true,
      label: 'speech.wav',
    });
    expect((await call('PUT', `/api/recordings/${a.id}`, { label: 'Final' })).status).toBe(422);
    expect((await call('PUT', `/api/recordings/${a.id}`, { label: 'Final', starred: false })).body).toMatchObject({
      label: 'Final',
      starred: false,
    });
    expect((await call('PATCH', `/api/recordings/${a.id}`, { label: 'x' }, OTHER_KEY)).status).toBe(403);

    const note = await call('POST', '/api/notes', { recording_id: a.id, text: '<b>breath at 0:01</b>' });
    expect(note.body).toMatchObject({ recording_id: a.id, text: '<b>breath at 0:01</b>', active: true });
    expect((await call('POST', '/api/notes', { recording_id: a.id, text: 'again' })).status).toBe(400);
    expect((await call('PUT', '/api/notes', { recording_id: a.id, text: 'edited' })).body.text).toBe('edited');
    expect((await call('GET', `/api/recordings/${a.id}`)).body.note).toMatchObject({ text: 'edited', active: true });
    expect((await call('GET', `/api/notes?folder_id=${folderId}`)).body).toHaveLength(1);
    expect((await call('DELETE', '/api/notes', { recording_id: a.id })).body.text).toBe('edited');
    expect((await call('DELETE', '/api/notes', { recording_id: a.id })).status).toBe(404);
    expect((await call('POST', '/api/notes', { recording_id: a.id, text: 'x'.repeat(2001) })).status).toBe(422);

    expect((await call('DELETE', `/api/recordings/${a.id}`)).body).toEqual([{ id: a.id }]);
    expect((await call('GET', `/api/recordings/${a.id}`)).status).toBe(404);
    expect(readdirSync(sandbox.files.audioDir)).toEqual([`${b.id}.flac`]);

    await call('DELETE', `/api/projects/${projectId}`);
    expect(readdirSync(sandbox.files.audioDir)).toEqual([]);
    expect(readdirSync(sandbox.files.peaksDir)).toEqual([]);
  });

  it('reports the account credits', async () => {
    expect((await call('GET', '/api/credits')).body).toEqual({ credits: 3600, initial_credits: 3600 });
    expect((await call('GET', '/api/credits', undefined, {})).status).toBe(401);
  });
});
