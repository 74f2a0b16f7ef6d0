import type { FastifyServerOptions } from 'fastify';
import http from 'node:http';
import http2 from 'node:http2';
import net, { type Socket } from 'node:net';
import type { TlsFiles } from './tls';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The listening server, and how a shutdown closes its connections (the graceful shutdown's two steps). */
export type ProxyServer = {
  server: http.Server | http2.Http2SecureServer;
  /** Closes connections with nothing in flight; HTTP/2 sessions get GOAWAY and end after their open streams. */
  closeIdle: () => void;
  /** Cuts every connection, whatever is still open. */
  closeAll: () => void;
};

/**
 * The proxy's listening server (Fastify's `serverFactory`): plain HTTP/1.1, or with TLS, HTTP/2 for clients that
 * offer it (ALPN) and HTTP/1.1 for the rest (`allowHTTP1`), which is also how every WebSocket arrives (the
 * server does not offer RFC 8441, so browsers open their sockets over HTTP/1.1: the TTS and agent relays are
 * unchanged). Each request reaches `handler` (the gateway fast path, then Fastify) straight from Node's server;
 * HTTP/2's compatibility request and response have every member the proxy uses. Fastify applies its connection
 * limits only to servers it makes itself, so they are set here from the same options.
 */
export function createHttpServer(
  tls: TlsFiles | undefined,
  handler: Handler,
  options: FastifyServerOptions,
): ProxyServer {
  const keepAliveMs = options.keepAliveTimeout ?? 72_000;
  if (!tls) {
    const server = http.createServer(handler);
    server.keepAliveTimeout = keepAliveMs;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    // Node's http close() also closes idle keep-alive connections at once; the graceful shutdown closes them
    // itself, later, so closing only stops listening (net.Server's close).
    server.close = (callback) => {
      net.Server.prototype.close.call(server, callback);
      return server;
    };
    return { server, closeIdle: () => server.closeIdleConnections(), closeAll: () => server.closeAllConnections() };
  }
  const server = http2.createSecureServer(
    { ...tls, allowHTTP1: true },
    handler as unknown as (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => void,
  );
  // The HTTP/1.1 side keeps http.Server's limits; an idle HTTP/2 session closes after the keep-alive time, as Fastify's would.
  Object.assign(server, { keepAliveTimeout: keepAliveMs, requestTimeout: options.requestTimeout ?? 0 });
  server.setTimeout(options.connectionTimeout ?? 0);
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    session.setTimeout(keepAliveMs, () => session.close());
  });
  // Every TLS connection, HTTP/1.1 or HTTP/2: http2's server has no closeAllConnections of its own.
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    server,
    closeIdle: () => {
      (server as unknown as http.Server).closeIdleConnections();
      for (const session of sessions) session.close();
    },
    closeAll: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
