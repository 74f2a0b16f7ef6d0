/**
 * RFC 9110 §7.6.1: headers that describe one connection, not the message, and so never cross a proxy in either
 * direction. `Expect` joins them here because Node has already answered `100-continue` to the client.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'expect',
]);

/** The options a `Connection` header names besides `close`/`keep-alive`: these are hop-by-hop too. */
const PLAIN_CONNECTION = /^\s*(?:close|keep-alive)\s*$/i;

/**
 * Whether a header (name in lower case, as Node and undici give them) must stay on this hop. `connection` is
 * the header's value on this message, so the fields it names are dropped as well; the common `keep-alive` and
 * `close` values name nothing and cost no parsing.
 */
export function hopByHopFilter(connection: string | string[] | undefined): (name: string) => boolean {
  const value = Array.isArray(connection) ? connection.join(',') : connection;
  if (value === undefined || PLAIN_CONNECTION.test(value)) return isHopByHop;
  const named = new Set(value.split(',').map((token) => token.trim().toLowerCase()));
  return (name) => HOP_BY_HOP.has(name) || named.has(name);
}

function isHopByHop(name: string): boolean {
  return HOP_BY_HOP.has(name);
}
