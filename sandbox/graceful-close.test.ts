import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './store/database';
import { createTestSandbox, DEMO_KEY } from './testing/test-sandbox';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-close-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('closing the sandbox while a job runs', () => {
  it('waits for the job in hand and records its outcome before the database closes', async () => {
    const sandbox = await createTestSandbox({ dataDir });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      sandbox.app.inject({ method, url, headers: DEMO_KEY, ...(payload ? { payload } : {}) });
    const project = (
      await call('POST', '/api/projects', { name: 'Closing', owner: await sandbox.userId(), models: {} })
    ).json<{ id: string }>();
    const folder = (await call('POST', '/api/folders', { name: 'Takes', project_id: project.id })).json<{
      id: string;
    }>();
    const created = await call('POST', '/api/v2/recordings/tts', {
      parent_folder_id: folder.id,
      text: 'Closing while this sentence is spoken.',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    // The route nudged the runner: the speech job is in hand now.
    expect(sandbox.db.prepare("SELECT count(*) AS n FROM jobs WHERE state = 'running'").get()).toEqual({ n: 1 });

    await expect(sandbox.close()).resolves.toBeUndefined();

    const db = openDatabase(dataDir);
    try {
      expect(db.prepare('SELECT state FROM recordings WHERE id = ?').get(id)).toEqual({ state: 'done' });
      expect(db.prepare("SELECT count(*) AS n FROM jobs WHERE state != 'done'").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
