import type { FastifyRequest } from 'fastify';

/** What @fastify/websocket's error handler is given of the socket. */
type FailedSocket = { terminate: () => void };

/**
 * @fastify/websocket's error handler for established sockets. `ws` reports a client's malformed frame (a bad
 * opcode, an unmasked frame, invalid UTF-8: codes `WS_ERR_*`) and a client vanishing (a reset) as socket errors,
 * which the plugin logged at error level with a stack, one per frame. They are the client's doing: a warning
 * line without a stack. Anything else is the server's and stays an error with its stack. The socket is
 * ended either way, as the plugin does.
 */
export function socketErrorHandler(
  error: Error & { code?: string },
  socket: FailedSocket,
  request: FastifyRequest,
): void {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE') {
    request.log.warn({ code, reason: error.message }, 'closed a socket after a client error');
  } else {
    request.log.error({ err: error }, 'socket failed');
  }
  socket.terminate();
}
