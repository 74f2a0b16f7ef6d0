/**
 * Refusals a server makes before any route runs (an unparsable request, headers or URL too large, a path
 * parameter too long), in the documented `{detail}` shape rather than the framework's own
 * `{error, code, message}` which echoes the path back. Shared by the sandbox and the proxy so both answer alike.
 */
export type FrameworkRefusal = { status: number; detail: string };

const REFUSALS: Record<string, FrameworkRefusal> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'The request path is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'A path parameter is too long' },
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers or URL are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request did not arrive in time' },
};

export function frameworkRefusal(code: string | undefined): FrameworkRefusal {
  return REFUSALS[code ?? ''] ?? { status: 400, detail: 'The request could not be parsed' };
}

/** The socket Node hands to a `clientError` handler, as far as answering on it goes. */
type ClientSocket = {
  destroyed: boolean;
  writable: boolean;
  write: (data: string) => unknown;
  destroy: (error?: Error) => unknown;
};

/**
 * Answers a request Node's HTTP parser refused (Fastify's `clientErrorHandler`): the refusal as raw HTTP, then
 * the connection closes, as Node itself does. A reset connection gets nothing.
 */
export function answerClientError(error: Error & { code?: string }, socket: ClientSocket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, detail } = frameworkRefusal(error.code);
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};
