import type { FastifyInstance } from 'fastify';

/** How a server's open connections are closed: those idle now, and all of them. */
export type ClosableConnections = { closeIdle: () => void; closeAll: () => void };

/** The plain HTTP/1.1 server of a Fastify instance, as ClosableConnections. */
export const httpConnections = (app: FastifyInstance): ClosableConnections => ({
  closeIdle: () => app.server.closeIdleConnections(),
  closeAll: () => app.server.closeAllConnections(),
});

/**
 * What `close()` (SIGTERM for the proxy in scripts/start.ts, and for `npm run sandbox`) does beyond Fastify's
 * own: new connections are refused at once, responses finished while closing say `Connection: close` (HTTP/1.1;
 * HTTP/2 sessions get GOAWAY instead), keep-alive connections are dropped once they fall idle (a browser
 * would otherwise hold one open for minutes), and after `graceMs` whatever is still open (a paused audio stream,
 * an endless socket, a client that stopped reading a download: Fastify alone waited for it for ever) is cut, so a
 * shutdown always ends. Returns whether closing has begun, for the gateway fast path, which answers outside
 * Fastify's hooks and says `Connection: close` itself.
 *
 * Behind a balancer, closing an idle keep-alive connection races the balancer sending a request on it: a POST
 * lost that way is a 502 the balancer may not retry. With `idleDrainMs` longer than the balancer's own idle
 * timeout for these connections, idle ones are left for the balancer to close during that time (a connection it
 * uses gets its answer with `Connection: close` and is closed after it), and only those still idle afterwards
 * are closed here. The server must then stop listening without closing idle connections itself.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  graceMs: number,
  connections: ClosableConnections,
  idleDrainMs = 0,
): () => boolean {
  let closing = false;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent && request.raw.httpVersionMajor !== 2) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    let sweep: NodeJS.Timeout | undefined;
    const startSweep = setTimeout(
      () => (sweep = setInterval(connections.closeIdle, 100).unref()),
      Math.min(idleDrainMs, graceMs),
    );
    const cut = setTimeout(connections.closeAll, graceMs);
    startSweep.unref();
    cut.unref();
    app.server.once('close', () => {
      clearTimeout(startSweep);
      clearInterval(sweep);
      clearTimeout(cut);
    });
    done();
  });
  return () => closing;
}
