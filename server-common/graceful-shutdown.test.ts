import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown, httpConnections } from './graceful-shutdown';
import { settlesWithin, sixtyFourMegabytes, stalledDownload } from './testing/stalled-download';

/** A server streaming a 64 MB answer, as storage streams a file; `answering` resolves once a request arrived. */
async function serverWithStreamedAnswer(graceMs?: number) {
  const app = Fastify();
  if (graceMs !== undefined) gracefulShutdown(app, graceMs, httpConnections(app));
  let arrived!: () => void;
  const answering = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/big', (_request, reply) => {
    arrived();
    return reply.type('application/octet-stream').send(Readable.from(sixtyFourMegabytes()));
  });
  const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  return { app, url, answering };
}

describe('graceful shutdown while a client stalls a streamed download', () => {
  it('cuts the stalled connection after the grace period', async () => {
    const { app, url, answering } = await serverWithStreamedAnswer(300);
    const client = await stalledDownload(url, '/big');
    await answering;
    const started = performance.now();
    expect(await settlesWithin(app.close(), 5_000)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    client.destroy();
  });

  it('Fastify alone waits for it (what the grace period is for)', async () => {
    const { app, url, answering } = await serverWithStreamedAnswer();
    const client = await stalledDownload(url, '/big');
    await answering;
    const closing = app.close();
    expect(await settlesWithin(closing, 1_000)).toBe(false);
    client.destroy();
    await closing;
  });
});
