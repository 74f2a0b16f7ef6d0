import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SendBuffer } from './send-buffer';

/** A real socket pair on loopback: the server side produces through a SendBuffer, the client reads or does not. */
let server: WebSocketServer;
let url: string;
beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const LIMITS = { highWaterBytes: 256 * 1024, limitBytes: 2 * 1024 * 1024, stallMs: 600 };
const CHUNK = Buffer.alloc(64 * 1024, 1);

/** Connects a client that starts paused; resolves with both ends. */
async function pair(): Promise<{ client: WebSocket; socket: WebSocket }> {
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(url);
  await new Promise((resolve) => client.once('open', resolve));
  client.pause();
  return { client, socket: await accepted };
}

/** The codes the server side closes `socket` with (its peer, not reading, never sees the close frame). */
function recordCloses(socket: WebSocket): number[] {
  const codes: number[] = [];
  const close = socket.close.bind(socket);
  socket.close = (code?: number, reason?: string) => (codes.push(code!), close(code, reason));
  return codes;
}

/** Sends chunks for as long as there is room, up to `total` bytes; resolves with what was sent. */
async function produce(socket: WebSocket, buffer: SendBuffer, total: number): Promise<number> {
  let sent = 0;
  while (sent < total && (await buffer.room())) {
    socket.send(CHUNK);
    buffer.afterSend();
    sent += CHUNK.length;
  }
  return sent;
}

describe('SendBuffer', () => {
  it('holds a producer and pauses its sources while the peer does not read, and lets them go on once it reads', async () => {
    const { client, socket } = await pair();
    const paused: string[] = [];
    const source = { pause: () => paused.push('pause'), resume: () => paused.push('resume') };
    const buffer = new SendBuffer(socket, [source], { ...LIMITS, stallMs: 60_000 });
    let received = 0;
    client.on('message', (data: Buffer) => (received += data.length));
    const producing = produce(socket, buffer, 64 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(buffer.full).toBe(true);
    expect(paused).toEqual(['pause']);
    expect(buffer.peakBytes).toBeLessThanOrEqual(LIMITS.highWaterBytes + CHUNK.length);
    client.resume();
    const sent = await producing;
    expect(sent).toBe(64 * 1024 * 1024);
    expect(paused[1]).toBe('resume');
    expect(buffer.peakBytes).toBeLessThanOrEqual(LIMITS.highWaterBytes + CHUNK.length);
    client.close();
    expect(received).toBeGreaterThan(0);
  });

  it('closes a socket whose peer reads nothing for stallMs with 1008, and tells the producer', async () => {
    const { client, socket } = await pair();
    const buffer = new SendBuffer(socket, [], LIMITS);
    const closing = recordCloses(socket);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await produce(socket, buffer, 1024 * 1024 * 1024);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.stallMs);
    expect(closing).toEqual([1008]);
    // Cut a moment later, since the close frame itself cannot get through: its buffers are freed.
    await closed;
    expect(socket.bufferedAmount).toBe(0);
    expect(await buffer.room()).toBe(false);
    client.terminate();
  });

  it('closes a socket at once when what it holds passes the limit (1008)', async () => {
    const { client, socket } = await pair();
    const buffer = new SendBuffer(socket, [], LIMITS);
    const closing = recordCloses(socket);
    // A producer that does not wait (error replies to a flood) still cannot pass the limit by more than a message.
    for (let i = 0; i < 200 && closing.length === 0; i++) {
      socket.send(CHUNK);
      buffer.afterSend();
    }
    expect(closing).toEqual([1008]);
    expect(buffer.peakBytes).toBeLessThanOrEqual(LIMITS.limitBytes + CHUNK.length);
    client.terminate();
  });
});
