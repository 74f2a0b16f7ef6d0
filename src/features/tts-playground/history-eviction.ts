export type SizedEntry = { id: string; createdAt: number; bytes: number };

/**
 * Which entries to drop so the history fits its limit: the oldest first, until the rest fits. The newest entry
 * is always kept, even alone over the limit, so the generation just made never vanishes.
 */
export function entriesToEvict(entries: readonly SizedEntry[], limitBytes: number): string[] {
  const newestFirst = [...entries].sort((a, b) => b.createdAt - a.createdAt);
  let total = 0;
  const evict: string[] = [];
  newestFirst.forEach((entry, index) => {
    total += entry.bytes;
    if (index > 0 && total > limitBytes) evict.push(entry.id);
  });
  return evict;
}
