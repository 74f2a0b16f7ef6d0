import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { settlesWithin, sixtyFourMegabytes, stalledDownload } from '../server-common/testing/stalled-download';
import { createTestSandbox } from './testing/test-sandbox';

it('the sandbox closes (SIGTERM, a test teardown) within its grace period when a client stalls a download', async () => {
  const sandbox = await createTestSandbox({ shutdownGraceMs: 300 });
  let arrived!: () => void;
  const answering = new Promise<void>((resolve) => (arrived = resolve));
  // Any streamed answer will do; storage's files stream the same way.
  sandbox.app.get('/test-stream', (_request, reply) => {
    arrived();
    return reply.type('application/octet-stream').send(Readable.from(sixtyFourMegabytes()));
  });
  const url = new URL(await sandbox.app.listen({ port: 0, host: '127.0.0.1' }));
  const client = await stalledDownload(url, '/test-stream');
  await answering;
  expect(await settlesWithin(sandbox.close(), 5_000)).toBe(true);
  client.destroy();
});
