/** What this needs of `ws`'s frame parser: its position in a frame and whether a fragmented message is open. */
type ReceiverState = { _state: number; _bufferedBytes: number; _fragmented: number };
type WsInternals = { _socket?: NodeJS.EventEmitter | null; _receiver?: ReceiverState | null };

/** The parser's state between frames (ws/lib/receiver.js GET_INFO). */
const BETWEEN_FRAMES = 0;

/**
 * Calls `onStall` when a frame or a fragmented message started arriving and was not complete `timeoutMs` later.
 * `ws` waits for the bytes a frame header announces for as long as the connection lives, so a header claiming
 * 1 MiB followed by 10 bytes held a socket (and its buffer) for ever. `ws` has no public view of its parser, so
 * this reads the parser's fields after each chunk it has consumed (this listener is added after `ws`'s own); on
 * a `ws` without them it does nothing. The clock starts with the incomplete frame, not the last byte, so a
 * trickle of one byte a second does not keep it alive; it restarts only when a message completes.
 */
export function watchIncompleteFrames(socket: object, timeoutMs: number, onStall: () => void): void {
  const { _socket: raw, _receiver: receiver } = socket as WsInternals;
  if (!raw || !receiver || typeof receiver._state !== 'number') return;
  const incomplete = () =>
    receiver._state !== BETWEEN_FRAMES || receiver._bufferedBytes > 0 || receiver._fragmented !== 0;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  raw.on('data', () => {
    if (!incomplete()) stop();
    else timer ??= setTimeout(() => (incomplete() ? onStall() : stop()), timeoutMs);
  });
  // A message (or a ping or pong) that completes restarts the clock: a client streaming frames back to back,
  // whose every chunk happens to end inside the next frame, is making progress, not stalling.
  for (const event of ['message', 'ping', 'pong']) (socket as NodeJS.EventEmitter).on(event, stop);
  raw.once('close', stop);
}
