import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { launchAndConnect } from '../sandbox/agents/testing/rtvi-test-client';
import { startBackendProcess, type BackendProcess } from './testing/backend-process';
import { SocketFuzzer, type FuzzFrame } from './testing/socket-fuzz-frames';

/**
 * Issue 18 item 1: thousands of hostile frames on every kind of socket the server side has (a launched agent's
 * socket and the TTS socket of the sandbox, and the proxy's TTS relay), with the server in a process of its own
 * as `npm start` runs it. It must never exit, never fail inside (no 1011 close), and give its memory back.
 */
let backend: BackendProcess;
let startRss = 0;
const MB = 1024 * 1024;

beforeAll(async () => {
  backend = await startBackendProcess({ PROXY_TTS_CONCURRENCY: '50' });
  backend.url = backend.url.replace('localhost', '127.0.0.1');
  // The first spoken sentence starts the agents' speech thread, which then stays for minutes: part of the start state.
  const agent = await launchAndConnect(backend.sandboxUrl, { system_prompt: 'Be brief.' });
  await agent.ready();
  agent.send('send-text', { content: 'Hello there', options: { run_immediately: true, audio_response: true } });
  await agent.waitFor((event) => event.type === 'bot-started-speaking', 30_000);
  agent.socket.close();
  await agent.closed;
  startRss = await backend.rss();
});
afterAll(() => backend.stop());

type Tally = { frames: number; connections: number; codes: Record<number, number> };

/** Opens a socket, sends frames until the server closes it (or `perSocket` are sent), and records the close code. */
async function fuzzSocket(socket: WebSocket, next: () => FuzzFrame, perSocket: number, tally: Tally): Promise<void> {
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise(
    (resolve, reject) => (
      socket.once('open', resolve),
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`handshake answered ${response.statusCode}`)),
      )
    ),
  );
  for (let sent = 0; sent < perSocket && socket.readyState === WebSocket.OPEN; sent++) {
    socket.send(next().data);
    tally.frames++;
    if (sent % 8 === 7) await new Promise((resolve) => setTimeout(resolve, 2));
  }
  if (socket.readyState === WebSocket.OPEN) socket.close(1000);
  const code = await closed;
  tally.connections++;
  tally.codes[code] = (tally.codes[code] ?? 0) + 1;
}

async function launchedSocket(): Promise<WebSocket> {
  const response = await fetch(`${backend.sandboxUrl}/agents/launch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_SERVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ system_prompt: 'Be brief.', transport: 'websocket' }),
  });
  return new WebSocket(((await response.json()) as { wsUrl: string }).wsUrl);
}

const sandboxTts = () =>
  new WebSocket(
    `${backend.sandboxUrl.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket?api_key=${SANDBOX_SERVICE_KEY}`,
  );
const relayedTts = () =>
  new WebSocket(`${backend.url.replace('http', 'ws')}/tts/en-rt/tts/websocket`, {
    headers: { 'api-key': 'sandbox-demo-key' },
  });

/** `parallel` sockets at a time until `connections` have been fuzzed. */
async function campaign(
  open: () => Promise<WebSocket> | WebSocket,
  next: () => FuzzFrame,
  connections: number,
  perSocket: number,
): Promise<Tally> {
  const tally: Tally = { frames: 0, connections: 0, codes: {} };
  let started = 0;
  const lane = async () => {
    while (started < connections) {
      started++;
      await fuzzSocket(await open(), next, perSocket, tally);
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
  return tally;
}

describe('WebSocket fuzzing, the server in its own process', () => {
  it('survives thousands of hostile frames on agent, TTS and relayed TTS sockets, and gives its memory back', async () => {
    const fuzzer = new SocketFuzzer(18);
    const agents = await campaign(launchedSocket, () => fuzzer.agentFrame(), 100, 40);
    const tts = await campaign(sandboxTts, () => fuzzer.ttsFrame(), 120, 30);
    const relay = await campaign(relayedTts, () => fuzzer.ttsFrame(), 120, 30);
    for (const tally of [agents, tts, relay]) {
      expect(backend.exited()).toBe(false);
      // Only the codes for what the client did: its own close, wrong frame kind, unreadable data, too big.
      expect(
        Object.keys(tally.codes)
          .map(Number)
          .every((code) => [1000, 1003, 1005, 1006, 1007, 1009].includes(code)),
        JSON.stringify(tally.codes),
      ).toBe(true);
    }
    expect(agents.frames + tts.frames + relay.frames).toBeGreaterThan(3000);
    expect(agents.codes[1007]).toBeGreaterThan(0);
    expect(tts.codes[1009]).toBeGreaterThan(0);

    // Still serving, every kind of socket.
    const agent = await launchAndConnect(backend.sandboxUrl, { system_prompt: 'Be brief.' });
    await agent.ready();
    agent.socket.close();
    expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
    const ws = relayedTts();
    const answer = new Promise<string>((resolve) => ws.once('message', (data) => resolve(data.toString())));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ context_id: 'c', transcript: 'x'.repeat(5001), voice: { id: 'samantha' } }));
    expect(JSON.parse(await answer)).toMatchObject({ type: 'error', status_code: 422, context_id: 'c' });
    ws.close();

    await new Promise((resolve) => setTimeout(resolve, 500));
    const rss = await backend.rss();
    expect(
      rss - startRss,
      `RSS ${Math.round(startRss / MB)} MB at start, ${Math.round(rss / MB)} MB after`,
    ).toBeLessThan(50 * MB);
  }, 120_000);
});
