import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFrameHeader, rawWebSocket } from '../server-common/testing/raw-websocket';
import { createSandbox, type Sandbox } from './server';
import { SANDBOX_SERVICE_KEY } from './service-key';

let sandbox: Sandbox;
let url: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-ws-'));
const logLines: Array<{ level: number; msg: string; err?: unknown; stack?: unknown }> = [];

beforeAll(async () => {
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
    { port: 0, host: '127.0.0.1', maxUploadBytes: 1e6, dataDir },
    { logger: 'warn', logStream },
  );
  url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WebSocket upgrades and frames the sandbox refuses', () => {
  it('refuses an upgrade with 404 before upgrading on a path that serves no socket', async () => {
    for (const route of ['/api/healtz', '/api/projects', '/nowhere', '/v1/public/tts/en-rt/voices']) {
      const client = await rawWebSocket(`${url}${route}`, { 'x-api-key': SANDBOX_SERVICE_KEY });
      expect(client.statusLine, route).toMatch(/^HTTP\/1\.1 404 /);
      client.socket.destroy();
    }
    const tts = await rawWebSocket(`${url}/v1/public/tts/en-rt/tts/websocket`, { 'x-api-key': SANDBOX_SERVICE_KEY });
    expect(tts.statusLine).toMatch(/^HTTP\/1\.1 101 /);
    tts.socket.destroy();
  });

  it("logs a client's malformed frames as warnings without a stack, one line each", async () => {
    const before = logLines.length;
    for (let i = 0; i < 5; i++) {
      const client = await rawWebSocket(`${url}/v1/public/tts/en-rt/tts/websocket`, {
        'x-api-key': SANDBOX_SERVICE_KEY,
      });
      // Opcode 3 is reserved: `ws` refuses the frame (1002).
      client.socket.write(clientFrameHeader(3, 0));
      await client.closed;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logLines.slice(before);
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.level).toBe(40);
      expect(JSON.stringify(line)).not.toMatch(/stack|\n\s+at /);
    }
  });
});
