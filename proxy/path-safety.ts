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
  for (let round = 0; round < 4; round++) {
    if (path.includes('//') || path.includes('\\') || /%(2f|5c|00)/i.test(path)) return true;
    if (path.split('/').some((segment) => /^\.{1,2}$/.test(segment.split(';', 1)[0]!))) return true;
    if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return true;
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
