import type { FastifyServerOptions } from 'fastify';
import http from 'node:http';
import https from 'node:https';
import type { TlsFiles } from './tls';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * The proxy's listening server (Fastify's `serverFactory`): plain HTTP, or HTTPS with the proxy's own
 * certificate. It exists so that each request reaches `handler` (the gateway fast path, then Fastify) straight
 * from Node's server. Fastify applies its connection limits only to servers it makes itself, so they are set here
 * from the same options: keep-alive and request timeouts, the idle-socket timeout, requests per socket.
 */
export function createHttpServer(tls: TlsFiles | undefined, handler: Handler, options: FastifyServerOptions): http.Server {
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
  server.requestTimeout = options.requestTimeout ?? 0;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
