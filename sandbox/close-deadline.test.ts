import Fastify from 'fastify';
import net from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { closeStalledConnectionsAfter } from './close-deadline';

/** A server streaming a 64 MB answer, as storage streams a file; `answering` resolves once a request arrived. */
async function serverWithStreamedAnswer(deadlineMs?: number) {
  const app = Fastify();
  if (deadlineMs !== undefined) closeStalledConnectionsAfter(app, deadlineMs);
  let arrived!: () => void;
  const answering = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/big', (_request, reply) => {
    arrived();
    const chunks = (function* () {
      for (let i = 0; i < 1024; i++) yield Buffer.alloc(64 * 1024);
    })();
    return reply.type('application/octet-stream').send(Readable.from(chunks));
  });
  const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  return { app, url, answering };
}

/** A client that asks for the answer and never reads it: the server's stream stalls on the full socket. */
async function stalledDownload(url: URL): Promise<net.Socket> {
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.pause();
  socket.write(`GET /big HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  return socket;
}

const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('closing while a client stalls a streamed download', () => {
  it('cuts the stalled connection at the deadline', async () => {
    const { app, url, answering } = await serverWithStreamedAnswer(300);
    const client = await stalledDownload(url);
    await answering;
    const started = performance.now();
    expect(await settlesWithin(app.close(), 5_000)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    client.destroy();
  });

  it('waits for it without the deadline (what the deadline is for)', async () => {
    const { app, url, answering } = await serverWithStreamedAnswer();
    const client = await stalledDownload(url);
    await answering;
    const closing = app.close();
    expect(await settlesWithin(closing, 1_000)).toBe(false);
    client.destroy();
    await closing;
  });
});
