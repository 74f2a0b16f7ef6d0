/**
 * Waiting work that takes turns between its owners: each owner's items keep their order, and the owners are
 * served round-robin, one item each. So a request with one short task waits behind at most one task of each
 * request already waiting, never behind all of a long one's (first come, first served would put it behind every
 * part of every long text queued before it). An item without an owner is its own owner.
 */
export class FairQueue<T> {
  /** The owners with waiting items, in the order of their next turn. */
  private readonly turns: Array<{ owner: object; items: T[] }> = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T, owner: object = {}): void {
    const waiting = this.turns.find((turn) => turn.owner === owner);
    if (waiting) waiting.items.push(item);
    else this.turns.push({ owner, items: [item] });
    this.count += 1;
  }

  /** The next item of the owner whose turn it is; that owner then goes to the back of the line. */
  shift(): T | undefined {
    const turn = this.turns.shift();
    if (!turn) return undefined;
    const item = turn.items.shift()!;
    if (turn.items.length > 0) this.turns.push(turn);
    this.count -= 1;
    return item;
  }

  /** Takes every waiting item out, in no particular order (for a pool that closes). */
  drain(): T[] {
    const items = this.turns.splice(0).flatMap((turn) => turn.items);
    this.count = 0;
    return items;
  }
}
