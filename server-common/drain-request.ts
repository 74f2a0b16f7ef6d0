import type { IncomingMessage } from 'node:http';

/**
 * Reads and drops the rest of a request body the server refused (413, 400) before the refusal is sent. Node
 * closes a connection whose body was not read, and a client or proxy still writing it then sees a broken pipe
 * (the proxy answered 502 for what was a 413). Bounded in bytes and time: past either, the connection is cut
 * as before.
 */
export function drainRequest(request: IncomingMessage, limits: { maxBytes: number; maxMs: number }): Promise<void> {
  if (request.complete || request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = () => {
      clearTimeout(timer);
      request.off('data', count);
      request.off('end', finish);
      request.off('close', finish);
      request.pause();
      resolve();
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) finish();
    };
    const timer = setTimeout(finish, limits.maxMs);
    request.on('data', count);
    request.once('end', finish);
    request.once('close', finish);
    request.resume();
  });
}
