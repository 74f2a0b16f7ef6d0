/** A segment that is `.` or `..`, alone or with `;params` (`/a/..;x/b`). */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:;[^/]*)?(?=\/|$)/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\x00-\x1f\x7f]/;
/** Segments of letters, digits and `-._~`, none starting with a dot: nothing to decode or normalise (the common case, decided in one test). */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/;

/**
 * Whether a request target could name a different path once something behind the proxy normalises it: dot
 * segments (raw, percent-encoded or double-encoded, with or without `;params`), encoded slashes or backslashes,
 * empty segments, NUL and control characters. Such requests are refused before routing, so no prefix match
 * (`/api/*`, `/tts/...`) can be stretched to reach another upstream path. The studio and the APIs never need
 * any of these forms in a path (ids are UUIDs, storage names are `<id>.<ext>`).
 */
export function isAmbiguousPath(target: string): boolean {
  if (!target.startsWith('/')) return true;
  let path = target.split(/[?#]/, 1)[0]!;
  if (PLAIN_PATH.test(path)) return false;
  for (let round = 0; round < 4; round++) {
    if (path.includes('//') || path.includes('\\') || /%(2f|5c|00)/i.test(path)) return true;
    if (DOT_SEGMENT.test(path)) return true;
    if (CONTROL_CHARACTER.test(path)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

/** RFC 3986 §2.3: characters that mean the same whether written plainly or percent-encoded. */
const ENCODED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The request target with percent-encoded unreserved characters in its path decoded (RFC 3986 §6.2.2.2), so
 * `/%61pi/login` is handled, limited, logged and forwarded as `/api/login`: the router behind would decode it
 * anyway, and every decision here must be made on the path the service will see. Encoded separators (`%2F`,
 * `%5C`) stay encoded and are refused by isAmbiguousPath; the query string is left exactly as sent.
 */
export function normalizedTarget(target: string): string {
  if (!target.includes('%')) return target;
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const normalized = path.replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  return cut === -1 ? normalized : normalized + target.slice(cut);
}

const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * Whether a request target (path or query) has a `%` that does not start a two-digit hex escape (`?x=%`,
 * `%zz`): nothing behind the proxy can decode it the same way twice, so it is refused before any routing or
 * forwarding rather than passed on for the gateway (or a decoder here) to trip over.
 */
export function hasMalformedEscape(target: string): boolean {
  return target.includes('%') && MALFORMED_ESCAPE.test(target);
}
