/**
 * Whether a browser page from `origin` may open a key route's WebSocket (which spends the server's key): the
 * studio's own origin (the Origin's host is the Host the request came to, so it works on any port and behind
 * the Vite dev server), or one of the configured ALLOWED_ORIGINS. No Origin header means no browser, so no
 * cross-site page: such clients still need a signed-in user as before.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return allowed.includes(parsed.origin);
}
