import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { DEMO_KEY } from '../testing/test-sandbox';

let sandbox: ListeningSandbox;
const parent = mkdtempSync(path.join(os.tmpdir(), 'sandbox-modes-'));

beforeAll(async () => {
  // A DATA_DIR made readable to all beforehand, as `mkdir` with the usual umask leaves it.
  const dataDir = path.join(parent, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  sandbox = await createListeningSandbox({ dataDir });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(parent, { recursive: true, force: true });
});

function everything(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...everything(full)] : [full];
  });
}

it('keeps DATA_DIR 0700 and every file in it 0600: the database, its WAL and shared memory, and audio', async () => {
  const api = (method: string, route: string, body: unknown) =>
    fetch(`${sandbox.url}${route}`, {
      method,
      headers: { ...DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const owner = await sandbox.userId();
  const project = await api('POST', '/api/projects', { name: 'Private', owner, models: {} });
  const folder = await api('POST', '/api/folders', { name: 'Takes', project_id: project.id });
  expect((await sandbox.upload(folder.id, 'speech.wav')).status).toBe(200);
  const { dataDir } = sandbox.config;
  const modes = Object.fromEntries(
    everything(dataDir).map((file) => [path.relative(dataDir, file), statSync(file).mode & 0o777]),
  );
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  for (const name of ['sandbox.sqlite', 'sandbox.sqlite-wal', 'sandbox.sqlite-shm'])
    expect(modes[name], name).toBe(0o600);
  expect(Object.keys(modes).some((name) => name.startsWith('audio/'))).toBe(true);
  for (const [name, mode] of Object.entries(modes))
    expect(mode, name).toBe(statSync(path.join(dataDir, name)).isDirectory() ? 0o700 : 0o600);
});
