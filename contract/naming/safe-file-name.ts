/** Characters that separate paths somewhere, are reserved on Windows, or reorder or hide text (bidi controls, BOM). */
const UNSAFE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\\/:*?"<>|\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** Device names Windows refuses as file names, with or without an extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
/** Room left for an extension under the 255-byte name limit of common file systems. */
const MAX_NAME_BYTES = 200;

const utf8 = new TextEncoder();
const bytes = (text: string) => utf8.encode(text).length;
const trim = (text: string) => text.replace(/^[\s.]+|[\s.]+$/gu, '');

/**
 * A file or folder name made from a user's name, safe on every common file system: unsafe characters become "_",
 * leading and trailing dots and white space (NBSP and BOM included) go, so no input can yield an empty, `.` or
 * `..` name, a drive letter, an absolute path or a control character; long names are cut on a character boundary
 * so that `keep` (a distinguishing tail such as an id) still fits whole. An empty result takes the fallback.
 */
export function safeFileName(name: string | null | undefined, fallback: string, keep = ''): string {
  let cleaned = trim((name ?? '').normalize('NFC').replace(UNSAFE, '_'));
  const room = MAX_NAME_BYTES - bytes(keep);
  if (bytes(cleaned) > room) {
    let cut = '';
    for (const char of cleaned) {
      if (bytes(cut + char) > room) break;
      cut += char;
    }
    cleaned = trim(cut);
  }
  cleaned = trim(cleaned + keep);
  if (WINDOWS_DEVICE.test(cleaned)) cleaned = `_${cleaned}`;
  return cleaned || fallback;
}

/** How file systems that ignore case and normalisation compare two names. */
export const fileNameKey = (name: string) => name.normalize('NFC').toLowerCase();
