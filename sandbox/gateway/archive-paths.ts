import { conversionFileNames } from '../../contract/naming/conversion-name';
import { distinctNames, idTail } from '../../contract/naming/distinct-names';
import { fileNameKey, safeFileName } from '../../contract/naming/safe-file-name';
import type { ExportRow } from '../store/recording-repository';

function groupBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** An original's file in its folder of the archive, beside its conversions (which may not take this name). */
const ORIGINAL = 'original';

/**
 * Archive paths readable by a person: `<folder path>/<original label>/original.<ext>` and, beside it, each
 * conversion by the studio's name for it (label, voice and settings). Names are unique without " (2)" counters,
 * compared without case as case-insensitive file systems would: alike conversions are told apart by their
 * settings, then by their short id, and alike originals in one folder by their short id.
 */
export function archivePaths(rows: ExportRow[], folderPath: (folderId: string) => string): Map<string, string> {
  const done = rows.filter((row) => row.file_ext && row.state === 'done');
  const originalIds = new Set([
    ...done.filter((row) => row.type === 'original').map((row) => row.id),
    ...done.map((row) => row.original_id ?? '').filter(Boolean),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const originalFolders = new Map<string, string>();
  // Grouped by the folder's path as a file system compares it: two folders can be named alike once made safe.
  const folderOf = (id: string) =>
    folderPath((byId.get(id) ?? done.find((row) => row.original_id === id))!.parent_folder_id);
  for (const ids of groupBy([...originalIds], (id) => fileNameKey(folderOf(id))).values()) {
    const names = distinctNames(
      ids.map((id) => {
        const original = byId.get(id);
        const name = original?.label ?? original?.file_name;
        return { id, names: [safeFileName(name, id), safeFileName(name, id, idTail(id))] };
      }),
    );
    for (const [id, name] of names) originalFolders.set(id, `${folderOf(id)}/${name}`);
  }

  const paths = new Map<string, string>();
  for (const row of done)
    if (row.type === 'original') paths.set(row.id, `${originalFolders.get(row.id)}/${ORIGINAL}.${row.file_ext}`);
  const conversionsByOriginal = groupBy(
    done.filter((row) => row.type !== 'original'),
    (row) => row.original_id ?? '',
  );
  for (const [originalId, conversions] of conversionsByOriginal) {
    const names = conversionFileNames(conversions, [ORIGINAL]);
    for (const row of conversions)
      paths.set(row.id, `${originalFolders.get(originalId)}/${names.get(row.id)}.${row.file_ext}`);
  }
  return paths;
}
