import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertRecording } from '../store/recording-repository';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { readZip } from '../testing/read-zip';
import { DEMO_KEY, OTHER_KEY } from '../testing/test-sandbox';
import { archivePaths, safeName } from './export-routes';

let sandbox: ListeningSandbox;
const json = async (method: string, path: string, body?: unknown) =>
  (await fetch(`${sandbox.url}${path}`, { method, headers: { ...DEMO_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

beforeEach(async () => {
  sandbox = await createListeningSandbox();
});
afterEach(() => sandbox.close());

describe('exports', () => {
  it('zips a project with readable paths, file by file, and honours starred_only', async () => {
    const owner = await sandbox.userId();
    const project = await json('POST', '/api/projects', { name: 'Ad spots', owner, models: {} });
    const folder = await json('POST', '/api/folders', { name: 'Radio', project_id: project.id });
    const nested = await json('POST', '/api/folders', { name: 'Takes/2024', project_id: project.id, parent_id: folder.id });
    const a = await (await sandbox.upload(folder.id, 'speech.wav', { label: 'Intro' })).json();
    const b = await (await sandbox.upload(nested.id, 'speech.flac', { label: 'Intro' })).json();
    await json('PATCH', `/api/recordings/${b.id}`, { starred: true });
    // A finished conversion of `a`, stored as the conversion worker stores one.
    const conversion = insertRecording(sandbox.db, {
      user_id: owner, project_id: project.id, parent_folder_id: folder.id, original_id: a.id, type: 'converted',
      state: 'done', file_ext: 'wav', voice_name: 'Aurora', duration: 1.5,
    });
    sandbox.files.writeAtomically(sandbox.files.audioPath(conversion.id, 'wav'), readFileSync(sandbox.files.audioPath(a.id, 'wav')));

    const response = await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: DEMO_KEY });
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ad-spots\.zip"/);
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(['Radio/Intro/Aurora.wav', 'Radio/Intro/original.wav', 'Radio/Takes_2024/Intro/original.flac']);
    expect(entries.get('Radio/Intro/original.wav')!.equals(readFileSync(sandbox.files.audioPath(a.id, 'wav')))).toBe(true);
    expect(entries.get('Radio/Takes_2024/Intro/original.flac')!.equals(readFileSync(sandbox.files.audioPath(b.id, 'flac')))).toBe(true);

    const starred = await fetch(`${sandbox.url}/api/projects/${project.id}/export?starred_only=true`, { headers: DEMO_KEY });
    expect([...(await readZip(Buffer.from(await starred.arrayBuffer()))).keys()]).toEqual(['Radio/Takes_2024/Intro/original.flac']);

    const single = await fetch(`${sandbox.url}/api/recordings/export?original_id=${a.id}`, { headers: DEMO_KEY });
    expect([...(await readZip(Buffer.from(await single.arrayBuffer()))).keys()].sort()).toEqual(['Radio/Intro/Aurora.wav', 'Radio/Intro/original.wav']);

    expect((await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: OTHER_KEY })).status).toBe(403);
    expect((await fetch(`${sandbox.url}/api/projects/${project.id}/export?starred_only=maybe`, { headers: DEMO_KEY })).status).toBe(422);
    expect((await fetch(`${sandbox.url}/api/recordings/export?original_id=${conversion.id}`, { headers: DEMO_KEY })).status).toBe(400);
  });

  it('makes names safe and unique', () => {
    expect(safeName('../etc/passwd', 'x')).toBe('_etc_passwd');
    expect(safeName('  ', 'fallback')).toBe('fallback');
    const row = { type: 'original' as const, file_ext: 'wav', label: 'Take', file_name: null, original_id: null, voice_name: null, state: 'done' as const, parent_folder_id: 'f', starred: 0 };
    const paths = archivePaths([{ ...row, id: '1' }, { ...row, id: '2' }], () => 'Folder');
    expect([...paths.values()]).toEqual(['Folder/Take/original.wav', 'Folder/Take/original (2).wav']);
  });
});
