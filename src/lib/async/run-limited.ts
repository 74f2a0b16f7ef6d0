/**
 * Runs `work` over the items with at most `limit` at a time, in order of the list, and resolves once every item
 * is finished. `work` reports its own failures (a batch goes on past one failure), so a rejection here is a bug in
 * the caller and ends the run.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
