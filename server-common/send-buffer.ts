/**
 * A WebSocket's bounded send buffer. `ws` queues whatever is sent, however slowly the peer reads, so a client
 * that stops reading while it keeps asking (for speech, for error replies) would grow the process without end.
 * The rule, for every socket of the sandbox and the proxy:
 * - above `highWaterBytes` the buffer is full: what feeds it stops (the sources are paused: the client's own
 *   socket, so nothing more is read from it, or the upstream socket of a relay) and producers wait in `room()`;
 * - below half of it they go on again;
 * - past `limitBytes`, or full with no byte taken for `stallMs`, the socket is closed with 1008 (its peer does
 *   not read what it asked for) and cut a moment later, so its buffers are freed at once.
 * `ws` has no drain event of its own, so a full buffer is polled every few milliseconds, only while it is full.
 */
export type BufferedSocket = {
  readonly bufferedAmount: number;
  readonly readyState: number;
  close(code?: number, reason?: string): void;
  terminate(): void;
  once(event: 'close', listener: () => void): unknown;
};

/** A source of what a socket sends: reading from it stops while the buffer is full. */
export type Pausable = { pause(): void; resume(): void };

export type SendBufferLimits = { highWaterBytes: number; limitBytes: number; stallMs: number };

/**
 * The defaults: a speech chunk is at most about 0.25 MB (a second of 48 kHz float samples in base64), so a full
 * buffer holds a few seconds of audio, and the limit leaves room for what was in flight when the sources paused.
 */
export const SEND_BUFFER_LIMITS: SendBufferLimits = {
  highWaterBytes: 1024 * 1024,
  limitBytes: 8 * 1024 * 1024,
  stallMs: 30_000,
};

const POLL_MS = 10;
/** How long a closed socket's peer has to take the close frame before the connection is cut. */
const CUT_AFTER_MS = 1000;
const OPEN = 1;

export class SendBuffer {
  private timer: NodeJS.Timeout | undefined;
  private waiters: Array<(open: boolean) => void> = [];
  private lastAmount = 0;
  private stalledSince = 0;
  private closed = false;
  /** The most the buffer held at any check: the tests' bounded counter. */
  peakBytes = 0;

  constructor(
    private readonly socket: BufferedSocket,
    private readonly sources: Pausable[],
    private readonly limits: SendBufferLimits = SEND_BUFFER_LIMITS,
  ) {
    socket.once('close', () => this.finish());
  }

  /** Called after each send: pauses the sources once the buffer is full, and closes the socket past the limit. */
  afterSend(): void {
    const amount = this.socket.bufferedAmount;
    this.peakBytes = Math.max(this.peakBytes, amount);
    if (amount > this.limits.limitBytes) return this.refuse(`more than ${this.limits.limitBytes} bytes unread`);
    if (amount >= this.limits.highWaterBytes && !this.timer) this.startWaiting(amount);
  }

  /** Whether the buffer is full now (producers that cannot wait drop or refuse work instead). */
  get full(): boolean {
    return this.timer !== undefined;
  }

  /** Resolves true once there is room to send more, or false when the socket has closed meanwhile. */
  room(): Promise<boolean> {
    if (this.closed || this.socket.readyState !== OPEN) return Promise.resolve(false);
    if (!this.timer) return Promise.resolve(true);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private startWaiting(amount: number): void {
    for (const source of this.sources) source.pause();
    this.lastAmount = amount;
    this.stalledSince = Date.now();
    this.timer = setInterval(() => this.poll(), POLL_MS);
  }

  private poll(): void {
    const amount = this.socket.bufferedAmount;
    if (amount < this.limits.highWaterBytes / 2) return this.stopWaiting(true);
    if (amount < this.lastAmount) this.stalledSince = Date.now();
    this.lastAmount = amount;
    if (Date.now() - this.stalledSince > this.limits.stallMs)
      this.refuse(`nothing read for ${this.limits.stallMs / 1000} s`);
  }

  private stopWaiting(open: boolean): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (open) for (const source of this.sources) source.resume();
    for (const resolve of this.waiters.splice(0)) resolve(open);
  }

  private refuse(why: string): void {
    if (this.closed) return;
    this.socket.close(1008, `The client does not read: ${why}`);
    this.finish();
    setTimeout(() => this.socket.terminate(), CUT_AFTER_MS).unref();
  }

  private finish(): void {
    this.closed = true;
    this.stopWaiting(false);
  }
}
