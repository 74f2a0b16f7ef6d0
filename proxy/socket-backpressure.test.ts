import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startProxyProcess, type ProxyProcess } from './testing/proxy-process';
import { fakeUpstream, json, proxyConfig, type FakeUpstream } from './testing/proxy-test-kit';

/**
 * The TTS and agent relays between a client and a service that each stop reading. The proxy runs in a process of its own,
 * so its RSS is measured apart from this test's fake service (which itself sends only while its own buffer has
 * room, as a well-behaved server does: what it manages to send is the measure of what the proxy took in).
 */
const CHUNK = JSON.stringify({ type: 'chunk', context_id: 'a', data: 'A'.repeat(256 * 1024) });
const FLOOD_BYTES = 300 * 1024 * 1024;

let service: FakeUpstream;
let sockets: WebSocketServer;
let proxy: ProxyProcess;
/** What the fake service did on the latest socket. */
const latest = { sentBytes: 0, receivedBytes: 0, socket: undefined as WebSocket | undefined };

beforeAll(async () => {
  service = await fakeUpstream((_request, response) => json(response, 404, { detail: 'Not Found' }));
  sockets = new WebSocketServer({ server: service.server });
  sockets.on('connection', (socket) => {
    latest.sentBytes = 0;
    latest.receivedBytes = 0;
    latest.socket = socket;
    socket.on('message', (data: Buffer) => {
      latest.receivedBytes += data.length;
      if (!data.includes('"flood"')) return;
      // Audio for as long as the proxy takes it, polling the buffer as the sandbox does.
      const pump = () => {
        while (
          socket.readyState === WebSocket.OPEN &&
          socket.bufferedAmount < 1024 * 1024 &&
          latest.sentBytes < FLOOD_BYTES
        ) {
          socket.send(CHUNK);
          latest.sentBytes += CHUNK.length;
        }
        if (socket.readyState === WebSocket.OPEN && latest.sentBytes < FLOOD_BYTES) setTimeout(pump, 5);
      };
      pump();
    });
  });
  const policy = {
    requireAuth: false,
    launchesPerMinute: 10,
    ttsConcurrency: 5,
    connectTimeoutMs: 2000,
    ttsTimeoutMs: 60_000,
  };
  proxy = await startProxyProcess(proxyConfig({ gateway: service.url, services: service.url }, { policy }));
});

afterAll(async () => {
  await proxy.stop();
  for (const socket of sockets.clients) socket.terminate();
  sockets.close();
  await service.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;

const ROUTES = ['/tts/en-rt/tts/websocket', '/agents/ws/5a0c1a8e-8f7e-4d7e-9a57-2f1f6f1a0b1c'];

async function connect(route: string): Promise<WebSocket> {
  const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}${route}`);
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  return socket;
}

describe.each(ROUTES)('the relay of %s applies backpressure both ways', (route) => {
  it('stops reading the service while the client does not read, and gives the memory back when the client leaves', async () => {
    const before = await proxy.rss();
    const client = await connect(route);
    client.pause();
    client.send(JSON.stringify({ context_id: 'a', transcript: 'flood', voice: { id: 'samantha' } }));
    let peak = 0;
    for (let i = 0; i < 20; i++) {
      await sleep(100);
      peak = Math.max(peak, (await proxy.rss()) - before);
    }
    // Unbounded, the proxy read all 300 MB from the service into the client's send buffer within these 2 s.
    expect(mb(latest.sentBytes)).toBeLessThan(40);
    expect(mb(peak)).toBeLessThan(60);
    client.terminate();
    await sleep(1000);
    expect(mb((await proxy.rss()) - before)).toBeLessThan(40);
  }, 30_000);

  it('stops reading the client while the service does not read', async () => {
    const client = await connect(route);
    const message = JSON.stringify({
      context_id: 'b',
      transcript: 'word '.repeat(900),
      voice: { id: 'samantha' },
      continue: true,
    });
    client.send(message);
    await sleep(200);
    latest.socket!.pause();
    for (let i = 0; i < 8000; i++) client.send(message);
    await sleep(1500);
    // The proxy took at most its buffer's worth (and the kernel's): the rest of the 36 MB still waits in the client.
    expect(mb(client.bufferedAmount)).toBeGreaterThan(20);
    latest.socket!.resume();
    client.terminate();
  }, 30_000);
});
