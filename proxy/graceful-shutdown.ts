import type { FastifyInstance } from 'fastify';

/**
 * What `close()` (SIGTERM in scripts/start.ts) does beyond Fastify's own: new connections are refused at once,
 * responses finished while closing say `Connection: close`, keep-alive connections are dropped as soon as they
 * fall idle (a browser would otherwise hold one open for minutes), and after `graceMs` whatever is still open
 * (a paused audio stream, an endless socket) is cut, so a shutdown always ends. Returns whether closing has begun,
 * for the gateway fast path, which answers outside Fastify's hooks and says `Connection: close` itself.
 */
export function gracefulShutdown(app: FastifyInstance, graceMs: number): () => boolean {
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
    sweep.unref();
    cut.unref();
    app.server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(cut);
    });
    done();
  });
  return () => closing;
}
