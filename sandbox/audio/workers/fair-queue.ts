/**
 * Waiting work that takes turns between its owners (requests): each owner's items keep their order, and the
 * owners are served round-robin, one item each. An owner never served yet goes before those already served, so
 * a request with one short task waits only for the tasks already running, never behind a turn of every long
 * request (first come, first served put it behind every part of every long text queued before it). An item
 * without an owner is its own owner.
 */
export class FairQueue<T> {
  /** The owners with waiting items, in the order of their next turn. */
  private readonly turns: Array<{ owner: object; items: T[] }> = [];
  private readonly served = new WeakSet<object>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T, owner: object = {}): void {
    const waiting = this.turns.find((turn) => turn.owner === owner);
    if (waiting) waiting.items.push(item);
    else if (this.served.has(owner)) this.turns.push({ owner, items: [item] });
    else {
      const firstServed = this.turns.findIndex((turn) => this.served.has(turn.owner));
      this.turns.splice(firstServed < 0 ? this.turns.length : firstServed, 0, { owner, items: [item] });
    }
    this.count += 1;
  }

  /** The next item of the owner whose turn it is; that owner then goes to the back of the line. */
  shift(): T | undefined {
    const turn = this.turns.shift();
    if (!turn) return undefined;
    const item = turn.items.shift()!;
    this.served.add(turn.owner);
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
