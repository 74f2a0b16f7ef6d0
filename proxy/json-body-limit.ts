import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';

/** The largest JSON body the proxy forwards or parses: the service's JSON requests are a few kilobytes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** A JSON body that passed the limit on its way to the gateway (one sent in chunks, without a length). */
export class JsonBodyTooLarge extends Error {
  constructor() {
    super(`The request body is larger than ${JSON_BODY_LIMIT / 1024 / 1024} MB`);
  }
}

const isJson = (headers: IncomingHttpHeaders) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(headers['content-type'] ?? '');

/**
 * Whether a request declares a JSON body over the limit. The proxy refuses it itself: a gateway that refuses a
 * body it does not read closes the connection while the proxy is still sending, and the proxy then never sees
 * the gateway's 413, only a broken pipe (a 502 for the client).
 */
export function declaresOversizedJson(headers: IncomingHttpHeaders): boolean {
  return isJson(headers) && Number(headers['content-length']) > JSON_BODY_LIMIT;
}

/**
 * The body to forward: a JSON body without a declared length is counted as it streams, and fails with
 * JsonBodyTooLarge past the limit (the call is then aborted and the client told 413); anything else as it is.
 */
export function boundedJsonBody(request: IncomingMessage): IncomingMessage | Transform {
  if (!isJson(request.headers) || request.headers['content-length'] !== undefined) return request;
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > JSON_BODY_LIMIT ? new JsonBodyTooLarge() : null, chunk);
    },
  });
  return request.pipe(counted);
}
