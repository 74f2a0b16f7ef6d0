import type { IncomingHttpHeaders } from 'node:http';

/** The largest JSON body the proxy forwards or parses: the service's JSON requests are a few kilobytes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Whether a request declares a JSON body over the limit. The proxy refuses it itself: a gateway that refuses a
 * body it does not read closes the connection while the proxy is still sending, and the proxy then never sees
 * the gateway's 413, only a broken pipe (a 502 for the client). Bodies sent in chunks, with no length, are
 * left to the gateway.
 */
export function declaresOversizedJson(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  if (type === undefined || !/^application\/([\w.+-]+\+)?json\b/i.test(type)) return false;
  return Number(headers['content-length']) > JSON_BODY_LIMIT;
}
