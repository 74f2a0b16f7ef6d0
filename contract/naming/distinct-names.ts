import { fileNameKey } from './safe-file-name';

/** Something to name, with its candidate names from the plainest to the most distinguishing (the last one unique). */
type NameCandidates = { id: string; names: readonly string[] };

/**
 * One name per entry, none equal to another (compared as case-insensitive file systems compare) or to a
 * `reserved` one: each entry keeps its plainest candidate unless it clashes, and only the clashing ones move on to
 * their next, more distinguishing candidate. No " (2)" counters: a name says which one it is.
 */
export function distinctNames(
  entries: readonly NameCandidates[],
  reserved: readonly string[] = [],
): Map<string, string> {
  const level = new Map(entries.map((entry) => [entry.id, 0]));
  const nameOf = (entry: NameCandidates) => entry.names[Math.min(level.get(entry.id)!, entry.names.length - 1)]!;
  for (;;) {
    const counts = new Map(reserved.map((name) => [fileNameKey(name), 1]));
    for (const entry of entries)
      counts.set(fileNameKey(nameOf(entry)), (counts.get(fileNameKey(nameOf(entry))) ?? 0) + 1);
    const clashing = entries.filter(
      (entry) => counts.get(fileNameKey(nameOf(entry)))! > 1 && level.get(entry.id)! < entry.names.length - 1,
    );
    if (clashing.length === 0) return new Map(entries.map((entry) => [entry.id, nameOf(entry)]));
    for (const entry of clashing) level.set(entry.id, level.get(entry.id)! + 1);
  }
}

/** The last resort to tell two alike things apart: ` #` and the first 8 characters of the id (a UUID's first group). */
export const idTail = (id: string) => ` #${id.replace(/-/g, '').slice(0, 8)}`;
