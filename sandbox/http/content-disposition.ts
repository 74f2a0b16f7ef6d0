/** RFC 5987 attr-char: everything else in `filename*` is percent-encoded UTF-8. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The plain `filename` for clients that ignore `filename*`: printable ASCII only, accents dropped, every other run
 * of characters one `_`, no quote, backslash or percent (some clients decode it). Node refuses any header byte
 * outside Latin-1, which is why a Ukrainian or emoji name used to fail the whole response.
 */
export function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%]/g, '_');
  return ascii.trim() || 'download';
}

/**
 * A Content-Disposition header naming a file (RFC 6266): `attachment; filename="ascii fallback"` plus
 * `filename*=UTF-8''…` (RFC 5987) whenever the name is not plain ASCII, so every client sees the real name.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = asciiFallback(fileName);
  const plain = `${type}; filename="${fallback}"`;
  return fallback === fileName ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
