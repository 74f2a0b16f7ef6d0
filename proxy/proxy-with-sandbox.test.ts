import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { connectAgent, launchAgent } from '../sandbox/agents/testing/rtvi-test-client';
import { createSandbox, type Sandbox } from '../sandbox/server';
import { proxyBeforeSandbox } from './testing/proxy-test-kit';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';

/** The proxy in front of a real sandbox: the WebSocket TTS path, end to end, with the key added by the proxy. */
let sandbox: Sandbox;
/** Generous: the tests check that speech comes through, and synthesis is slow on a shared, loaded machine. */
const SYNTHESIS_TIMEOUT_MS = 90_000;
let proxyUrl: string;
let closeProxy: () => Promise<void>;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-sandbox-'));

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 });
  const sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  ({ url: proxyUrl, close: closeProxy } = await proxyBeforeSandbox(sandboxUrl, SANDBOX_SERVICE_KEY));
});

afterAll(async () => {
  await closeProxy();
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('proxy in front of the sandbox', () => {
  it(
    'gives an agent session an address on the studio’s own origin and relays it, so a device that reaches only the studio can talk',
    async () => {
      const launched = await launchAgent(
        proxyUrl,
        { transport: 'websocket', preset: 'concierge' },
        { 'api-key': 'sandbox-demo-key' },
      );
      expect(launched.status).toBe(200);
      const { wsUrl } = (await launched.json()) as { wsUrl: string };
      expect(new URL(wsUrl).origin).toBe(new URL(proxyUrl.replace('http', 'ws')).origin);
      const agent = await connectAgent(wsUrl);
      await agent.ready();
      agent.send('send-text', {
        content: 'Hello through the relay',
        options: { run_immediately: true, audio_response: true },
      });
      await agent.waitFor((event) => event.type === 'bot-started-speaking', SYNTHESIS_TIMEOUT_MS);
      await vi.waitFor(() => expect(agent.audioBytes()).toBeGreaterThan(0), {
        timeout: SYNTHESIS_TIMEOUT_MS,
        interval: 25,
      });
      agent.socket.close(1000);
      expect(await agent.closed).toBe(1000);

      // The address is single-use: the agent refuses it again, and the relay says so with 1008.
      const again = new WebSocket(wsUrl);
      expect(await new Promise((resolve) => again.once('close', resolve))).toBe(1008);
    },
    2 * SYNTHESIS_TIMEOUT_MS,
  );

  // Real speech synthesis: seconds alone, far longer on a loaded machine. The assertion is the 'done', not a speed.
  it(
    'carries a TTS WebSocket both ways for a signed-in user, and refuses one without a session',
    async () => {
      const socket = new WebSocket(`${proxyUrl.replace('http', 'ws')}/tts/en-rt/tts/websocket`, {
        headers: { 'api-key': 'sandbox-demo-key' },
      });
      const messages: Array<{ type: string; context_id?: string }> = [];
      // Ends on the service's own 'done' (or fails if the socket closes first), however long synthesis takes here.
      const done = new Promise<void>((resolve, reject) => {
        socket.on('message', (data) => {
          const message = JSON.parse(data.toString()) as { type: string; context_id?: string };
          messages.push(message);
          if (message.type === 'done') resolve();
        });
        socket.once('close', (code) =>
          reject(new Error(`socket closed (${code}) before 'done'; got ${messages.map((m) => m.type).join(', ')}`)),
        );
      });
      await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
      socket.send(JSON.stringify({ context_id: 'p', transcript: 'Through the proxy.', voice: { id: 'samantha' } }));
      await done;
      expect(messages.filter((m) => m.type === 'chunk').length).toBeGreaterThan(0);
      expect(messages.at(-1)).toEqual({ type: 'done', context_id: 'p' });
      socket.close();

      const anonymous = new WebSocket(`${proxyUrl.replace('http', 'ws')}/tts/en-rt/tts/websocket`);
      expect(
        await new Promise((resolve) =>
          anonymous.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
        ),
      ).toBe(401);
    },
    SYNTHESIS_TIMEOUT_MS,
  );

  it('lets a browser-style session (cookie from the login through the proxy, CSRF token as ?token=) open the socket', async () => {
    const login = await fetch(`${proxyUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const { csrf_token } = (await login.json()) as { csrf_token: string };
    const socket = new WebSocket(
      `${proxyUrl.replace('http', 'ws')}/tts/ua-rt/tts/websocket?token=${encodeURIComponent(csrf_token)}`,
      { headers: { cookie, origin: proxyUrl } },
    );
    await new Promise(
      (resolve, reject) => (
        socket.once('open', resolve),
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`refused with ${response.statusCode}`)),
        )
      ),
    );
    socket.close();
    // The cookie alone is not enough: a session needs its CSRF token.
    const bare = new WebSocket(`${proxyUrl.replace('http', 'ws')}/tts/ua-rt/tts/websocket`, { headers: { cookie } });
    expect(
      await new Promise((resolve) =>
        bare.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
      ),
    ).toBe(401);
  });

  it('launches an agent and lists TTS voices with the server key added', async () => {
    const headers = { 'api-key': 'sandbox-demo-key', 'content-type': 'application/json' };
    const voices = await (await fetch(`${proxyUrl}/tts/ua-rt/voices`, { headers })).json();
    expect(voices[0].id).toBe('olesia-conversation');
    const launch = await fetch(`${proxyUrl}/agents/launch`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ preset: 'concierge', transport: 'websocket' }),
    });
    expect(Object.keys(await launch.json())).toEqual(['wsUrl']);
  });

  it('passes a UTF-8 file name (RFC 6266 / 5987) of an export and a download through unchanged', async () => {
    const headers = { 'api-key': 'sandbox-demo-key' };
    const json = async (path: string, body: unknown) =>
      (
        await fetch(`${proxyUrl}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const owner = ((await json('/api/auth', {})) as { id: string }).id;
    const project = await json('/api/projects', { name: 'Експорт', owner, models: {} });
    const folder = await json('/api/folders', { name: 'Папка', project_id: project.id });
    const form = new FormData();
    form.set('parent_folder_id', folder.id);
    form.set('microphone', 'file');
    form.set('label', 'Привіт 🎙️');
    form.set(
      'data',
      new Blob([readFileSync(new URL('../sandbox/audio/fixtures/speech.wav', import.meta.url))]),
      'speech.wav',
    );
    const original = await (await fetch(`${proxyUrl}/api/recordings`, { method: 'POST', body: form, headers })).json();
    const star = (header: string | null) =>
      decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header ?? '')?.[1] ?? '');
    const exported = await fetch(`${proxyUrl}/api/recordings/export?original_id=${original.id}`, { headers });
    expect(exported.status).toBe(200);
    expect(star(exported.headers.get('content-disposition'))).toBe('Привіт 🎙️.zip');
    const download = await fetch(`${proxyUrl}${original.url}`, { headers });
    expect(download.status).toBe(200);
    expect(star(download.headers.get('content-disposition'))).toBe('Привіт 🎙️.wav');
  });
});
