import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { createSandbox } from './server';

it('logs request paths without their query, so an agent token never reaches the log', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-log-'));
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const { app } = await createSandbox(
    { port: 0, host: '127.0.0.1', maxUploadBytes: 1024, dataDir },
    { logger: true, logStream },
  );
  try {
    await app.inject({ method: 'GET', url: '/agents/ws?token=secret-session-token&x=1' });
    await app.inject({ method: 'GET', url: '/api/projects?limit=5', headers: { 'api-key': 'sandbox-demo-key' } });
    await new Promise((resolve) => setImmediate(resolve));
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; url?: string })
      .filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => entry.url)).toEqual(['/agents/ws', '/api/projects']);
    expect(lines.join('\n')).not.toContain('secret-session-token');
    expect(lines.join('\n')).not.toContain('sandbox-demo-key');
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
