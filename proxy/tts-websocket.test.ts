import type { FastifyInstance } from 'fastify';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createProxy } from './server';
import {
  AGENTS_KEY,
  fakeGatewayAuth,
  fakeUpstream,
  json,
  proxyConfig,
  SIGNED_IN,
  Transcript,
  TTS_KEY,
  type FakeUpstream,
} from './testing/proxy-test-kit';

/** The TTS WebSocket through the proxy, against a fake TTS that records each handshake and answers each message. */
let gateway: FakeUpstream;
let tts: FakeUpstream;
let handshakes: http.IncomingMessage[] = [];
let upstreamMessages: string[] = [];
let sockets: WebSocketServer;
let proxy: FastifyInstance;
let socketBase: string;
const run = new Transcript();

type Message = { type: string; context_id?: string; error?: string; status_code?: number; data?: string };

/** Opens a socket through the proxy and collects what it receives; resolves once open (or with the refusal). */
function open(path: string, headers: Record<string, string> = SIGNED_IN) {
  const socket = new WebSocket(`${socketBase}${path}`, { headers });
  const messages: Message[] = [];
  socket.on('message', (data) => {
    run.add(data.toString());
    messages.push(JSON.parse(data.toString()) as Message);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const refusal: { headers: http.IncomingHttpHeaders } = { headers: {} };
  const opened = new Promise<{ status: number }>((resolve, reject) => {
    socket.once('open', () => resolve({ status: 101 }));
    socket.once('unexpected-response', (_request, response) => {
      refusal.headers = response.headers;
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        run.add(`${response.statusCode} ${JSON.stringify(response.headers)} ${body}`);
        resolve({ status: response.statusCode ?? 0 });
      });
    });
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (message: Message) => boolean) => {
    for (let i = 0; i < 200 && !messages.some(predicate); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return messages.find(predicate);
  };
  const close = async () => {
    socket.close();
    await closed;
    // The proxy frees the slot when its side of the socket closes, a moment after ours.
    await new Promise((resolve) => setTimeout(resolve, 30));
  };
  return { socket, messages, opened, closed, waitFor, close, refusal };
}

beforeAll(async () => {
  gateway = await fakeUpstream((request, response) => {
    if (!fakeGatewayAuth(request, response)) json(response, 404, { detail: 'Not Found' });
  });
  tts = await fakeUpstream((_request, response) => json(response, 404, { detail: 'Not Found' }));
  sockets = new WebSocketServer({ server: tts.server });
  sockets.on('connection', (socket, request) => {
    handshakes.push(request);
    socket.on('message', (data) => {
      const text = data.toString();
      upstreamMessages.push(text);
      const message = JSON.parse(text) as {
        context_id: string;
        transcript?: string;
        continue?: boolean;
        cancel?: boolean;
      };
      if (message.cancel) return;
      // An open context (more text to come) answers its audio and stays open.
      if (message.continue)
        return socket.send(JSON.stringify({ type: 'chunk', context_id: message.context_id, data: 'AAAA' }));
      if (message.transcript === 'leak')
        return socket.send(
          JSON.stringify({
            type: 'error',
            error: `bad key ${request.headers['x-api-key']}`,
            status_code: 401,
            context_id: message.context_id,
          }),
        );
      socket.send(JSON.stringify({ type: 'chunk', context_id: message.context_id, data: 'AAAA' }));
      socket.send(JSON.stringify({ type: 'done', context_id: message.context_id }));
    });
  });
  proxy = await createProxy(
    proxyConfig(
      { gateway: gateway.url, services: tts.url },
      {
        policy: {
          requireAuth: true,
          launchesPerMinute: 10,
          ttsConcurrency: 2,
          connectTimeoutMs: 1000,
          ttsTimeoutMs: 1000,
        },
      },
    ),
    {
      serveStudio: false,
      logStream: run.logs,
    },
  );
  socketBase = (await proxy.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  await proxy.close();
  for (const socket of sockets.clients) socket.terminate();
  sockets.close();
  await gateway.close();
  await tts.close();
});

const generate = (contextId: string, transcript: string) =>
  JSON.stringify({ context_id: contextId, transcript, voice: { id: 'samantha' } });

describe('TTS WebSocket through the proxy', () => {
  it('carries messages both ways with the server key on the upstream handshake, and no client key or query', async () => {
    handshakes = [];
    const client = open('/tts/en-rt/tts/websocket?api_key=client-key', { ...SIGNED_IN, 'x-api-key': 'client-key' });
    expect((await client.opened).status).toBe(101);
    client.socket.send(generate('a', 'Hello there.'));
    expect(await client.waitFor((m) => m.type === 'done')).toEqual({ type: 'done', context_id: 'a' });
    expect(client.messages[0]).toEqual({ type: 'chunk', context_id: 'a', data: 'AAAA' });
    expect(handshakes).toHaveLength(1);
    expect(handshakes[0]!.url).toBe('/v1/public/tts/en-rt/tts/websocket');
    expect(handshakes[0]!.headers['x-api-key']).toBe(TTS_KEY);
    expect(handshakes[0]!.headers.cookie).toBeUndefined();
    await client.close();
  });

  it('lets a browser sign in with the session cookie and ?token=<csrf> (it cannot set headers on a WebSocket)', async () => {
    const browser = open('/tts/ua-rt/tts/websocket?token=csrf-good', { cookie: 'session_id=good' });
    expect((await browser.opened).status).toBe(101);
    await browser.close();
    const withoutToken = open('/tts/ua-rt/tts/websocket', { cookie: 'session_id=good' });
    expect((await withoutToken.opened).status).toBe(401);
    const anonymous = open('/tts/en-rt/tts/websocket', {});
    expect((await anonymous.opened).status).toBe(401);
  });

  it('opens for a page of an origin listed in ALLOWED_ORIGINS, and still refuses any other', async () => {
    const listed = await createProxy(
      proxyConfig({ gateway: gateway.url, services: tts.url }, { allowedOrigins: ['https://studio.example.test'] }),
      { serveStudio: false, logger: false },
    );
    const base = (await listed.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const attempt = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${base}/tts/en-rt/tts/websocket`, { headers: { ...SIGNED_IN, origin } });
        socket.once('open', () => (socket.close(), resolve(101)));
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      });
    expect(await attempt('https://studio.example.test')).toBe(101);
    expect(await attempt('https://evil.example.test')).toBe(403);
    await listed.close();
  });

  it('refuses a handshake from another site’s page and an unknown variant, and closes the connection', async () => {
    const connections = () =>
      new Promise<number>((resolve) => proxy.server.getConnections((_error, count) => resolve(count)));
    const before = await connections();
    expect(
      (await open('/tts/en-rt/tts/websocket', { ...SIGNED_IN, origin: 'https://evil.example.test' }).opened).status,
    ).toBe(403);
    expect((await open('/tts/de-rt/tts/websocket').opened).status).toBe(404);
    expect((await open('/tts/en-rt/tts/websocket/..%2f..%2fvoices').opened).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await connections()).toBe(before);
  });

  it('checks each message by the contract before it goes upstream, answering as the TTS service does', async () => {
    upstreamMessages = [];
    const client = open('/tts/en-rt/tts/websocket');
    await client.opened;
    client.socket.send(JSON.stringify({ context_id: 'b', transcript: 'x'.repeat(5001), voice: { id: 'samantha' } }));
    client.socket.send(
      JSON.stringify({
        context_id: 'c',
        transcript: 'hi',
        voice: { id: 'samantha', sampling_params: { temperature: -1 } },
      }),
    );
    await client.waitFor((m) => m.context_id === 'c');
    expect(client.messages).toEqual([
      { type: 'error', error: expect.stringMatching(/^transcript: /), status_code: 422, context_id: 'b' },
      {
        type: 'error',
        error: expect.stringMatching(/^voice\.sampling_params\.temperature: /),
        status_code: 422,
        context_id: 'c',
      },
    ]);
    client.socket.send(JSON.stringify({ context_id: 'b', cancel: true }));
    client.socket.send(generate('d', 'fine'));
    await client.waitFor((m) => m.type === 'done');
    expect(upstreamMessages).toEqual([JSON.stringify({ context_id: 'b', cancel: true }), generate('d', 'fine')]);
    await client.close();
  });

  it('answers a message that is not JSON, or nests too deep, then closes that socket (1007), passing nothing on', async () => {
    upstreamMessages = [];
    for (const bad of ['not json', Buffer.from([0xc3, 0x28]), `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
      const client = open('/tts/en-rt/tts/websocket');
      await client.opened;
      client.socket.send(bad);
      expect(await client.closed).toBe(1007);
      expect(client.messages).toEqual([
        {
          type: 'error',
          error: expect.stringMatching(/^Messages must be JSON$|^JSON nested deeper than 64 levels$/),
          status_code: 400,
        },
      ]);
    }
    expect(upstreamMessages).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
  });

  it('closes a socket that sends a message over 64 KiB (1009), without passing it on', async () => {
    upstreamMessages = [];
    const client = open('/tts/en-rt/tts/websocket');
    await client.opened;
    client.socket.send(generate('big', 'x'.repeat(70_000)));
    expect(await client.closed).toBe(1009);
    expect(upstreamMessages).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
  });

  it('masks a key the upstream echoes in a message', async () => {
    const client = open('/tts/en-rt/tts/websocket');
    await client.opened;
    client.socket.send(generate('e', 'leak'));
    const error = await client.waitFor((m) => m.type === 'error');
    expect(error!.error).toBe(`bad key ${'*'.repeat(TTS_KEY.length)}`);
    await client.close();
  });

  it('holds one of the user’s generation slots per open context, not per socket: a 429 error for that context beyond them', async () => {
    const opening = (contextId: string) =>
      JSON.stringify({
        context_id: contextId,
        transcript: 'More to come, ',
        voice: { id: 'samantha' },
        continue: true,
      });
    const busy = (contextId: string) => (m: Message) => m.type === 'error' && m.context_id === contextId;
    const first = open('/tts/en-rt/tts/websocket');
    const second = open('/tts/en-rt/tts/websocket');
    // A socket with no context holds nothing: two sockets open where the user has two slots.
    expect([(await first.opened).status, (await second.opened).status]).toEqual([101, 101]);
    upstreamMessages = [];
    first.socket.send(opening('a'));
    first.socket.send(opening('b'));
    first.socket.send(opening('c'));
    expect(await first.waitFor(busy('c'))).toEqual({
      type: 'error',
      status_code: 429,
      context_id: 'c',
      error: expect.stringMatching(/^Text-to-speech is busy: at most 2 of your generations/),
    });
    second.socket.send(opening('d'));
    expect(await second.waitFor(busy('d'))).toMatchObject({ status_code: 429 });
    expect(upstreamMessages.map((text) => (JSON.parse(text) as { context_id: string }).context_id)).toEqual(['a', 'b']);
    // A context ends by the service's done, by a cancel, or with its socket; each frees its slot.
    first.socket.send(JSON.stringify({ context_id: 'a', cancel: true }));
    first.socket.send(opening('c'));
    expect(await first.waitFor((m) => m.type === 'chunk' && m.context_id === 'c')).toBeDefined();
    first.socket.send(generate('b', 'The end.'));
    await first.waitFor((m) => m.type === 'done' && m.context_id === 'b');
    second.socket.send(generate('e', 'Short.'));
    expect(await second.waitFor((m) => m.type === 'done' && m.context_id === 'e')).toBeDefined();
    second.socket.send(opening('d'));
    expect(await second.waitFor((m) => m.type === 'chunk' && m.context_id === 'd')).toBeDefined();
    second.socket.send(opening('f'));
    expect(await second.waitFor(busy('f'))).toMatchObject({ status_code: 429 });
    await first.close();
    second.socket.send(opening('f'));
    expect(await second.waitFor((m) => m.type === 'chunk' && m.context_id === 'f')).toBeDefined();
    await second.close();
  });

  it('tells the client when the TTS service is unreachable, then closes', async () => {
    const dead = await createProxy(
      proxyConfig(
        { gateway: gateway.url, services: 'http://127.0.0.1:9' },
        {
          policy: {
            requireAuth: false,
            launchesPerMinute: 10,
            ttsConcurrency: 5,
            connectTimeoutMs: 500,
            ttsTimeoutMs: 500,
          },
        },
      ),
      {
        serveStudio: false,
        logStream: run.logs,
      },
    );
    const base = (await dead.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const socket = new WebSocket(`${base}/tts/en-rt/tts/websocket`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    const code = await new Promise<number>((resolve) => socket.once('close', resolve));
    run.add(messages.join('\n'));
    expect(code).toBe(1011);
    expect(JSON.parse(messages[0]!)).toEqual({
      type: 'error',
      error: 'The text-to-speech service is unreachable',
      status_code: 502,
    });
    await dead.close();
  });

  it('never shows a key in any message, refusal or log line of this run', () => {
    expect(run.text.length).toBeGreaterThan(1000);
    expect(run.text).not.toContain(TTS_KEY);
    expect(run.text).not.toContain(AGENTS_KEY);
    expect(run.logsText).not.toContain('csrf-good');
  });
});
