import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertRecording } from '../store/recording-repository';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { readZip } from '../testing/read-zip';
import { DEMO_KEY, OTHER_KEY } from '../testing/test-sandbox';
import { createFolder } from '../store/folder-repository';
import { archivePaths } from './archive-paths';

let sandbox: ListeningSandbox;
const json = async (method: string, path: string, body?: unknown) =>
  (
    await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { ...DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

beforeEach(async () => {
  sandbox = await createListeningSandbox();
});
afterEach(() => sandbox.close());

describe('exports', () => {
  it('zips a project with readable paths, file by file, and honours starred_only', async () => {
    const owner = await sandbox.userId();
    const project = await json('POST', '/api/projects', { name: 'Ad spots', owner, models: {} });
    const folder = await json('POST', '/api/folders', { name: 'Radio', project_id: project.id });
    const nested = await json('POST', '/api/folders', {
      name: 'Takes/2024',
      project_id: project.id,
      parent_id: folder.id,
    });
    const a = await (await sandbox.upload(folder.id, 'speech.wav', { label: 'Intro' })).json();
    const b = await (await sandbox.upload(nested.id, 'speech.flac', { label: 'Intro' })).json();
    await json('PATCH', `/api/recordings/${b.id}`, { starred: true });
    // A finished conversion of `a`, stored as the conversion worker stores one.
    const conversion = insertRecording(sandbox.db, {
      user_id: owner,
      project_id: project.id,
      parent_folder_id: folder.id,
      original_id: a.id,
      type: 'converted',
      state: 'done',
      file_ext: 'wav',
      voice_name: 'Aurora',
      duration: 1.5,
    });
    sandbox.files.writeAtomically(
      sandbox.files.audioPath(conversion.id, 'wav'),
      readFileSync(sandbox.files.audioPath(a.id, 'wav')),
    );

    const response = await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: DEMO_KEY });
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ad-spots\.zip"/);
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([
      'Radio/Intro/Aurora.wav',
      'Radio/Intro/original.wav',
      'Radio/Takes_2024/Intro/original.flac',
    ]);
    expect(entries.get('Radio/Intro/original.wav')!.equals(readFileSync(sandbox.files.audioPath(a.id, 'wav')))).toBe(
      true,
    );
    expect(
      entries.get('Radio/Takes_2024/Intro/original.flac')!.equals(readFileSync(sandbox.files.audioPath(b.id, 'flac'))),
    ).toBe(true);

    const starred = await fetch(`${sandbox.url}/api/projects/${project.id}/export?starred_only=true`, {
      headers: DEMO_KEY,
    });
    expect([...(await readZip(Buffer.from(await starred.arrayBuffer()))).keys()]).toEqual([
      'Radio/Takes_2024/Intro/original.flac',
    ]);

    const single = await fetch(`${sandbox.url}/api/recordings/export?original_id=${a.id}`, { headers: DEMO_KEY });
    expect([...(await readZip(Buffer.from(await single.arrayBuffer()))).keys()].sort()).toEqual([
      'Radio/Intro/Aurora.wav',
      'Radio/Intro/original.wav',
    ]);

    expect((await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: OTHER_KEY })).status).toBe(403);
    expect(
      (await fetch(`${sandbox.url}/api/projects/${project.id}/export?starred_only=maybe`, { headers: DEMO_KEY }))
        .status,
    ).toBe(422);
    expect(
      (await fetch(`${sandbox.url}/api/recordings/export?original_id=${conversion.id}`, { headers: DEMO_KEY })).status,
    ).toBe(400);
  });

  const naming = {
    voice_name: null,
    accent_name: null,
    semitones_correction: null,
    narration_style_name: null,
    calibration_name: null,
    model_name: null,
  };

  it('tells alike originals of one folder apart by their short id, without counters', () => {
    const row = {
      ...naming,
      type: 'original' as const,
      file_ext: 'wav',
      label: 'Take',
      file_name: null,
      original_id: null,
      state: 'done' as const,
      parent_folder_id: 'f',
      starred: 0,
    };
    const paths = archivePaths(
      [
        { ...row, id: 'aaaa1111-0' },
        { ...row, id: 'bbbb2222-0' },
      ],
      () => 'Folder',
    );
    expect([...paths.values()]).toEqual(['Folder/Take #aaaa1111/original.wav', 'Folder/Take #bbbb2222/original.wav']);
  });

  it('names a conversion by its label, voice and settings, unique beside the original without counters', () => {
    const row = {
      ...naming,
      file_ext: 'wav',
      file_name: null,
      original_id: 'o',
      state: 'done' as const,
      parent_folder_id: 'f',
      starred: 0,
    };
    const paths = archivePaths(
      [
        { ...row, id: 'o', type: 'original', label: 'Take', original_id: null },
        {
          ...row,
          id: 'c1',
          type: 'converted',
          label: 'First pass',
          voice_name: 'Boris',
          accent_name: 'British English',
          semitones_correction: -2,
        },
        { ...row, id: 'c2', type: 'converted', label: 'First pass', voice_name: 'Kit' },
        { ...row, id: 'c3', type: 'converted', label: null, voice_name: 'original' },
        { ...row, id: 'c4', type: 'converted', label: 'First pass', voice_name: 'kit', model_name: 'v2' },
      ],
      () => 'F',
    );
    expect([...paths.values()]).toEqual([
      'F/Take/original.wav',
      'F/Take/First pass – Boris (British English, −2 st).wav',
      'F/Take/First pass – Kit.wav',
      'F/Take/original #c3.wav',
      'F/Take/First pass – kit (v2).wav',
    ]);
  });

  it('exports names in any script, with the archive named in UTF-8 (RFC 6266 / 5987)', async () => {
    const owner = await sandbox.userId();
    const project = await json('POST', '/api/projects', { name: 'Проєкт 录音', owner, models: {} });
    const folder = await json('POST', '/api/folders', { name: 'Запис 😀', project_id: project.id });
    for (const label of ['Привіт, світе', '你好世界', 'Rex 🎙️']) {
      const original = await (await sandbox.upload(folder.id, 'speech.wav', { label })).json();
      const response = await fetch(`${sandbox.url}/api/recordings/export?original_id=${original.id}`, {
        headers: DEMO_KEY,
      });
      expect(response.status, label).toBe(200);
      const disposition = response.headers.get('content-disposition')!;
      expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!)).toBe(`${label}.zip`);
      expect([...(await readZip(Buffer.from(await response.arrayBuffer()))).keys()]).toEqual([
        `Запис 😀/${label}/original.wav`,
      ]);
    }
    const whole = await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: DEMO_KEY });
    expect(whole.status).toBe(200);
    expect((await readZip(Buffer.from(await whole.arrayBuffer()))).size).toBe(3);
  });

  it('keeps every entry inside the archive root whatever the folder and label names', async () => {
    const HOSTILE = [
      ' ..',
      '..',
      '.',
      '...',
      '\u00a0..',
      '\ufeff..',
      '\ufeff\u00a0. .',
      '/',
      '//',
      '\\',
      'C:',
      'c:\\Windows',
      '/etc/passwd',
      '../../x',
      '\u0000',
      'a\u0000b',
      '\r\n',
      '\t',
      ' ',
      '',
      'CON',
      'nul.txt',
      '\u202egnp.exe',
      '\u200f\u200e',
      'Émoji 😀👨‍👩‍👧',
      '𝕏'.repeat(90),
      'x'.repeat(300),
      `${'я'.repeat(150)}.`,
      '?*<>|"',
      '%2e%2e',
      '.hidden',
      'trailing. ',
    ];
    const owner = await sandbox.userId();
    const project = await json('POST', '/api/projects', { name: 'Hostile', owner, models: {} });
    const source = readFileSync(new URL('../audio/fixtures/speech.wav', import.meta.url));
    let parentId: string | undefined;
    for (const [index, name] of HOSTILE.entries()) {
      // Folders nest (each name becomes a path segment); every recording sits in a different depth.
      const folder = createFolder(sandbox.db, owner, {
        name,
        project_id: project.id,
        ...(parentId ? { parent_id: parentId } : {}),
      });
      if (index % 4 === 0) parentId = folder.id;
      const original = insertRecording(sandbox.db, {
        user_id: owner,
        project_id: project.id,
        parent_folder_id: folder.id,
        type: 'original',
        state: 'done',
        file_ext: 'wav',
        label: name,
        duration: 1,
      });
      sandbox.files.writeAtomically(sandbox.files.audioPath(original.id, 'wav'), source);
      const conversion = insertRecording(sandbox.db, {
        user_id: owner,
        project_id: project.id,
        parent_folder_id: folder.id,
        original_id: original.id,
        type: 'converted',
        state: 'done',
        file_ext: 'wav',
        label: name,
        voice_name: name,
        duration: 1,
      });
      sandbox.files.writeAtomically(sandbox.files.audioPath(conversion.id, 'wav'), source);
    }
    const response = await fetch(`${sandbox.url}/api/projects/${project.id}/export`, { headers: DEMO_KEY });
    expect(response.status).toBe(200);
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect(entries.size).toBe(HOSTILE.length * 2);
    for (const [entry, bytes] of entries) {
      expect(bytes.equals(source), entry).toBe(true);
      expect(entry, entry).not.toMatch(
        /^[/\\]|^[A-Za-z]:|[\\:*?"<>|]|[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\ufeff]/u,
      );
      for (const segment of entry.split('/')) {
        expect(segment.trim(), JSON.stringify(entry)).not.toMatch(/^\.*$/);
        expect(segment, JSON.stringify(entry)).not.toMatch(/^[\s.]|[\s.]$/u);
        expect(Buffer.byteLength(segment), JSON.stringify(entry)).toBeLessThanOrEqual(255);
      }
      // Resolved against a root, the entry stays inside it.
      expect(path.posix.resolve('/root', entry).startsWith('/root/'), entry).toBe(true);
    }
  });
});
