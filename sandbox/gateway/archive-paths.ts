import type { ExportRow } from '../store/recording-repository';

/** Characters that separate paths somewhere, are reserved on Windows, or reorder or hide text (bidi controls, BOM). */
const UNSAFE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\\/:*?"<>|\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** Device names Windows refuses as file names, with or without an extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
/** Room left for " (12)" and the extension under the 255-byte name limit of common file systems. */
const MAX_SEGMENT_BYTES = 200;

/**
 * One segment of an archive path made from a user's name: unsafe characters become "_", leading and trailing
 * dots and white space (NBSP and BOM included) go, so no input can yield an empty, `.` or `..` segment, a drive
 * letter, an absolute path or a control character; long names are cut on a character boundary. An empty
 * result takes the fallback (an id, itself safe).
 */
export function archiveSegment(name: string | null | undefined, fallback: string): string {
  const trim = (text: string) => text.replace(/^[\s.]+|[\s.]+$/gu, '');
  let cleaned = trim((name ?? '').normalize('NFC').replace(UNSAFE, '_'));
  if (Buffer.byteLength(cleaned) > MAX_SEGMENT_BYTES) {
    let cut = '';
    for (const char of cleaned) {
      if (Buffer.byteLength(cut + char) > MAX_SEGMENT_BYTES) break;
      cut += char;
    }
    cleaned = trim(cut);
  }
  if (WINDOWS_DEVICE.test(cleaned)) cleaned = `_${cleaned}`;
  return cleaned || fallback;
}

/**
 * Archive paths readable by a person: `<folder path>/<original label>/original.<ext>` and, beside it, each
 * conversion by its label (the voice name when it has none). Duplicates get " (2)", " (3)"… compared without
 * case, as case-insensitive file systems would.
 */
export function archivePaths(rows: ExportRow[], folderPath: (folderId: string) => string): Map<string, string> {
  const originals = new Map(rows.filter((row) => row.type === 'original').map((row) => [row.id, row]));
  const used = new Set<string>();
  const unique = (stem: string, ext: string) => {
    let result = `${stem}.${ext}`;
    for (let n = 2; used.has(result.toLowerCase()); n++) result = `${stem} (${n}).${ext}`;
    used.add(result.toLowerCase());
    return result;
  };
  const paths = new Map<string, string>();
  for (const row of rows) {
    if (!row.file_ext || row.state !== 'done') continue;
    const original = row.type === 'original' ? row : originals.get(row.original_id ?? '');
    const originalName = archiveSegment(
      original?.label ?? original?.file_name,
      original?.id ?? row.original_id ?? 'original',
    );
    const base = `${folderPath(row.parent_folder_id)}/${originalName}`;
    const fileName = row.type === 'original' ? 'original' : archiveSegment(row.label ?? row.voice_name, row.id);
    paths.set(row.id, unique(`${base}/${fileName}`, row.file_ext));
  }
  return paths;
}
