import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** A failure to reach an upstream, answered as JSON `{detail}` without any URL or key in it. */
export class UpstreamError extends Error {
  constructor(
    readonly statusCode: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls an upstream with the server-side credentials and streams its answer back: status, content type and
 * body (line by line for JSON-lines streams). Connection refused or reset → 502; no answer in time → 504.
 */
export async function relay(
  reply: FastifyReply,
  service: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
  onEnd?: () => void,
): Promise<FastifyReply> {
  let response: Response;
  try {
    response = await fetch(url, { method: init.method, headers: init.headers, body: init.body ?? null, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    onEnd?.();
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut ? new UpstreamError(504, `The ${service} service did not answer in time`) : new UpstreamError(502, `The ${service} service is unreachable`);
  }
  reply.code(response.status);
  const type = response.headers.get('content-type');
  if (type) reply.header('content-type', type);
  const disposition = response.headers.get('content-disposition');
  if (disposition) reply.header('content-disposition', disposition);
  if (!response.body) {
    onEnd?.();
    return reply.send();
  }
  const stream = Readable.fromWeb(response.body as WebReadableStream);
  stream.once('close', () => onEnd?.());
  return reply.send(stream);
}
