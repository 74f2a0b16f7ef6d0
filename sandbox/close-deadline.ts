import type { FastifyInstance } from 'fastify';

/** How long closing the sandbox waits for answers still being written before it cuts their connections. */
export const CLOSE_DEADLINE_MS = 5_000;

/**
 * Closing waits for answers in flight, but not for ever: a client that stopped reading a streamed download (a
 * file from storage) keeps that answer unfinished, and Fastify's close (and so SIGTERM, and a test's teardown)
 * waited for it as long as the client liked. After the deadline the remaining connections are cut, as the
 * proxy's graceful shutdown does.
 */
export function closeStalledConnectionsAfter(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('preClose', (done) => {
    const timer = setTimeout(() => app.server.closeAllConnections(), deadlineMs).unref();
    app.server.once('close', () => clearTimeout(timer));
    done();
  });
}
