import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { guardMessages } from './socket-guard';
import { clientFrameHeader, rawWebSocket } from './testing/raw-websocket';

/** A `ws` server whose sockets run behind the guard, with a short limit for an incomplete frame. */
let server: WebSocketServer;
let url: string;
const received: string[] = [];
const warnings: string[] = [];
const log = {
  error: () => undefined,
  warn: (_details: object, message: string) => void warnings.push(message),
  debug: () => undefined,
};

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 2 * 1024 * 1024 });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  server.on('connection', (socket) =>
    guardMessages(
      socket,
      { route: '/r', log, maxBytes: 2 * 1024 * 1024, incompleteFrameMs: 300 },
      (data) => void received.push(new TextDecoder().decode(data)),
    ),
  );
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('an incomplete frame', () => {
  it('closes a socket whose frame announces 1 MiB and sends 10 bytes, once the limit has passed', async () => {
    const client = await rawWebSocket(url);
    expect(client.statusLine).toMatch(/ 101 /);
    client.socket.write(Buffer.concat([clientFrameHeader(2, 1024 * 1024), Buffer.alloc(10)]));
    const closedAfter = await Promise.race([
      client.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5000)),
    ]);
    expect(closedAfter).toBeGreaterThanOrEqual(300);
    expect(closedAfter).toBeLessThan(3000);
    expect(warnings).toContain('closed a socket whose frame did not arrive in time');
  });

  it('leaves alone a socket that sends whole frames slowly, with pauses longer than the limit between them', async () => {
    const client = await rawWebSocket(url);
    for (const text of ['one', 'two']) {
      client.socket.write(Buffer.concat([clientFrameHeader(1, text.length), Buffer.from(text)]));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(client.socket.destroyed).toBe(false);
    expect(received).toEqual(['one', 'two']);
    client.socket.destroy();
  });

  it('leaves alone a socket streaming frames back to back whose every write ends inside the next frame', async () => {
    const client = await rawWebSocket(url);
    const frame = (text: string) => Buffer.concat([clientFrameHeader(1, text.length), Buffer.from(text)]);
    const stream = Buffer.concat(Array.from({ length: 20 }, (_, i) => frame(`frame ${String(i).padStart(2, '0')}`)));
    // 20 writes 60 ms apart (over 1 s against a 300 ms limit), each but the last cut 4 bytes into a frame.
    const size = frame('frame 00').length;
    const cuts = [0, ...Array.from({ length: 19 }, (_, i) => (i + 1) * size + 4), stream.length];
    for (let i = 0; i + 1 < cuts.length; i++) {
      client.socket.write(stream.subarray(cuts[i], cuts[i + 1]));
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(client.socket.destroyed).toBe(false);
    expect(received.filter((text) => text.startsWith('frame '))).toHaveLength(20);
    client.socket.destroy();
  });
});
