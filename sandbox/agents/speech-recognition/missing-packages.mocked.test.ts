import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { floatToS16le } from '../../../audio-formats/pcm-encodings';
import { createSandbox, type Sandbox } from '../../server';
import { SANDBOX_SERVICE_KEY } from '../../service-key';
import { launchAndConnect } from '../testing/rtvi-test-client';
import { COMMAND_PROMPT, COMMAND_TOOLS } from './testing/command-tools';
import type * as PocketSphinx from './pocketsphinx';
import { espeakCommand } from './testing/espeak-command';

// As on a machine without Debian's pocketsphinx packages: loading the library fails.
vi.mock('./pocketsphinx', async (original) => ({
  ...(await original<typeof PocketSphinx>()),
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
  it('starts, says once in its log and in /agents/verify’s details (which /readyz repeats) that spoken turns are not recognised, and says so to the user', async () => {
    // The log stream delivers its lines asynchronously.
    const warnings = await vi.waitFor(() => {
      const found = lines.filter((line) => line.includes('Spoken turns are not recognised'));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(warnings[0]).toMatch(/pocketsphinx-en-us/);

    const verify = await fetch(`${url}/agents/verify`, { headers: { authorization: `Bearer ${SANDBOX_SERVICE_KEY}` } });
    expect((await verify.json()).details).toEqual([expect.stringMatching(/^Spoken turns are not recognised/)]);

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
