import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { floatToS16le } from '../../../audio-formats/pcm-encodings';
import { createProxy } from '../../../proxy/server';
import { proxyConfig } from '../../../proxy/testing/proxy-test-kit';
import { createSandbox, type Sandbox } from '../../server';
import { SANDBOX_SERVICE_KEY } from '../../service-key';
import { launchAndConnect } from '../testing/rtvi-test-client';
import { COMMAND_PROMPT, COMMAND_TOOLS } from './testing/command-tools';
import { espeakCommand } from './testing/espeak-command';

// As on a machine without Debian's pocketsphinx packages: loading the library fails.
vi.mock('./pocketsphinx', async (original) => ({
  ...(await original<typeof import('./pocketsphinx')>()),
  pocketSphinxUnavailable: async () =>
    'libpocketsphinx.so.3: cannot open shared object file: No such file or directory',
}));

let sandbox: Sandbox;
let url: string;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-deaf-'));
  sandbox = await createSandbox(
    { port: 0, host: '127.0.0.1', maxUploadBytes: 1024, dataDir },
    { logger: true, logStream },
  );
  url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => sandbox.app.close());

describe('without the PocketSphinx packages', () => {
  it('starts, says once in its log and in /readyz’s details that spoken turns are not recognised, and says so to the user', async () => {
    const warnings = lines.filter((line) => line.includes('Spoken turns are not recognised'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/pocketsphinx-en-us/);

    const verify = await fetch(`${url}/agents/verify`, { headers: { authorization: `Bearer ${SANDBOX_SERVICE_KEY}` } });
    expect((await verify.json()).details).toEqual([expect.stringMatching(/^Spoken turns are not recognised/)]);
    const proxy = await createProxy(
      proxyConfig(
        { gateway: url, services: url },
        { ttsApiKey: SANDBOX_SERVICE_KEY, agentsApiKey: SANDBOX_SERVICE_KEY },
      ),
      { serveStudio: false, logger: false },
    );
    const proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
    const ready = await fetch(`${proxyUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      details: [expect.stringMatching(/^Spoken turns are not recognised/)],
    });
    await proxy.close();

    const agent = await launchAndConnect(url, {
      system_prompt: COMMAND_PROMPT,
      client_tools: COMMAND_TOOLS,
      user_turn_max_silence_secs: 0.5,
    });
    await agent.ready();
    await agent.sendPcm(floatToS16le(await espeakCommand('switch to the dark theme')), { paced: false });
    expect((await agent.waitFor((event) => event.type === 'user-transcription')).data?.text).toMatch(
      /^\[speech, \d\.\d s\]$/,
    );
    expect((await agent.waitFor((event) => event.type === 'bot-output')).data?.text).toMatch(
      /has no speech recognizer installed/,
    );
    agent.socket.close();
    expect(lines.filter((line) => line.includes('Spoken turns are not recognised'))).toHaveLength(1);
  });
});
