import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './server';
import { DEMO_KEY } from './testing/test-sandbox';

/**
 * A full disk, made real without a mount: uploads are written through a link to /dev/full (every write gets
 * the kernel's ENOSPC), and SQLite's page limit pinned to the file's size gives SQLITE_FULL on any insert.
 */
let sandbox: Sandbox;
let url: string;
let dataDir: string;
let folderId: string;
let projectId: string;
const logLines: Array<{ level: number; msg: string; err?: { stack?: string } }> = [];

const api = (method: string, route: string, body?: unknown) =>
  fetch(`${url}${route}`, {
    method,
    headers: { ...DEMO_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const login = () =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-full-'));
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    logLines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as (typeof logLines)[number]),
    ),
  );
  sandbox = await createSandbox(
    { port: 0, host: '127.0.0.1', maxUploadBytes: 1e7, dataDir },
    { logger: 'warn', logStream },
  );
  url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = ((await (await api('POST', '/api/auth')).json()) as { id: string }).id;
  const project = (await (await api('POST', '/api/projects', { name: 'Full', owner, models: {} })).json()) as {
    id: string;
  };
  projectId = project.id;
  folderId = (
    (await (await api('POST', '/api/folders', { name: 'Takes', project_id: projectId })).json()) as { id: string }
  ).id;
});
afterAll(async () => {
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a full disk', () => {
  it('answers an upload with 507 that says so, logs it, and the health route reports it', async () => {
    const { files } = sandbox;
    const tempPath = files.tempPath.bind(files);
    files.tempPath = (suffix = '') => {
      const link = tempPath(suffix);
      symlinkSync('/dev/full', link);
      return link;
    };
    try {
      const form = new FormData();
      form.set('parent_folder_id', folderId);
      form.set('microphone', 'file');
      form.set('data', new Blob([readFileSync(new URL('audio/fixtures/speech.wav', import.meta.url))]), 'speech.wav');
      const upload = await fetch(`${url}/api/recordings`, { method: 'POST', body: form, headers: DEMO_KEY });
      expect(upload.status).toBe(507);
      expect(await upload.json()).toEqual({
        detail: "The server's storage is full; nothing was saved, try again later",
      });
    } finally {
      files.tempPath = tempPath;
    }
    const logged = logLines.find((line) => line.msg === 'storage is full');
    expect(logged?.level).toBe(50);
    const health = await fetch(`${url}/api/healtz`);
    expect(health.status).toBe(507);
    expect(await health.json()).toEqual({ detail: "The server's storage is full" });
  });

  it('answers writes to the database with 507 when SQLite has no room, and reads still work', async () => {
    const pages = sandbox.db.pragma('page_count', { simple: true }) as number;
    sandbox.db.pragma(`max_page_count = ${pages}`);
    try {
      // Rows fill the room left in the pages the file has; then every write is refused, none with a 500.
      const logins: number[] = [];
      const folders: number[] = [];
      for (let i = 0; i < 100 && !logins.includes(507); i++) logins.push((await login()).status);
      for (let i = 0; i < 100 && !folders.includes(507); i++)
        folders.push((await api('POST', '/api/folders', { name: `More ${i}`, project_id: projectId })).status);
      expect(logins.at(-1)).toBe(507);
      expect(folders.at(-1)).toBe(507);
      expect(new Set([...logins, ...folders])).toEqual(new Set([200, 507]));
      expect((await api('GET', '/api/projects')).status).toBe(200);
    } finally {
      sandbox.db.pragma('max_page_count = 4294967294');
    }
  });
});
