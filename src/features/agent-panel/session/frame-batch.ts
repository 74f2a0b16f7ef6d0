/** Arranges for `run` to be called later; returns a function that cancels it. */
export type Scheduler = (run: () => void) => () => void;

/**
 * The next animation frame, or `fallbackMs` later if no frame comes first: a hidden tab draws no frames, and its
 * session must not pile up changes until it is shown again.
 */
export function nextFrame(fallbackMs = 250): Scheduler {
  return (run) => {
    let frame = 0;
    const timer = setTimeout(() => {
      if (frame) cancelAnimationFrame(frame);
      run();
    }, fallbackMs);
    if (typeof requestAnimationFrame === 'function')
      frame = requestAnimationFrame(() => {
        clearTimeout(timer);
        run();
      });
    return () => {
      clearTimeout(timer);
      if (frame) cancelAnimationFrame(frame);
    };
  };
}

/**
 * Items pushed while the page handles socket messages, applied together once per frame. A store update made inside
 * a message handler renders React before the socket's next message is read, so the agent's first audio frame,
 * sent right after three small messages, waited behind three renders; pushing here costs no render at all.
 */
export class FrameBatch<T> {
  private pending: T[] = [];
  private cancel: (() => void) | null = null;
  private holdTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly apply: (items: readonly T[]) => void,
    private readonly schedule: Scheduler = nextFrame(),
  ) {}

  push(item: T): void {
    this.pending.push(item);
    if (this.holdTimer === null) this.scheduleRun();
  }

  /**
   * Applies nothing (and so renders nothing) until `release()`, or for `ms` at most: what arrives meanwhile waits.
   * Used while the bot's first audio of a reply is due, so that no render stands between its frame and the player.
   */
  hold(ms: number): void {
    this.cancel?.();
    this.cancel = null;
    if (this.holdTimer !== null) clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => this.release(), ms);
  }

  /** Ends a hold: what waited is applied with the next scheduled run. */
  release(): void {
    if (this.holdTimer === null) return;
    clearTimeout(this.holdTimer);
    this.holdTimer = null;
    if (this.pending.length > 0) this.scheduleRun();
  }

  private scheduleRun(): void {
    this.cancel ??= this.schedule(() => {
      this.cancel = null;
      this.flush();
    });
  }

  /** Applies everything pushed so far, in order, now (before a change that must land after them), hold or not. */
  flush(): void {
    this.cancel?.();
    this.cancel = null;
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    this.apply(items);
  }
}
