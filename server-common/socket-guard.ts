import { watchIncompleteFrames } from './incomplete-frames';

/**
 * The boundary every WebSocket message handler of the sandbox and the proxy runs behind. A listener that throws
 * inside `ws` would become an uncaught exception and take the whole process (studio, proxy and embedded sandbox)
 * down, and Node's documentation says a process must not carry on after one. So the guard catches at the one
 * place a socket's input enters, and only that socket pays: a frame it cannot read closes it with the code the
 * WebSocket RFC gives (6455 §7.4.1), and any other failure is logged as one line naming the route, then the
 * socket is closed with 1011, never swallowed. A frame that starts and does not finish in time closes it with 1008.
 */
export class UndecodableFrame extends Error {
  constructor(
    message: string,
    /** 1003: a kind of frame the protocol never uses; 1007: data it cannot read; 1009: too big. */
    readonly closeCode: 1003 | 1007 | 1009 = 1007,
  ) {
    super(message);
    this.name = 'UndecodableFrame';
  }

  /** The HTTP status a protocol that answers errors with one (the TTS service) gives it. */
  get status(): 400 | 413 {
    return this.closeCode === 1009 ? 413 : 400;
  }
}

/** What the guard needs of a socket: `ws`'s WebSocket, as both servers get it from @fastify/websocket. */
export type GuardedSocket = {
  on: (event: 'message', listener: (data: Uint8Array, isBinary: boolean) => void) => unknown;
  close: (code?: number, reason?: string) => void;
  terminate?: () => void;
};

/** Fastify's request logger, as far as the guard writes to it. */
type SocketLog = {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  debug: (details: object, message: string) => void;
};

export type GuardOptions = {
  /** The route, for the log line (never the URL: an agent's address is a credential). */
  route: string;
  log: SocketLog;
  /** The protocol's largest legitimate message; a bigger one closes the socket with 1009. */
  maxBytes: number;
  /** Tells the client why, in the protocol's own error shape, before the socket closes. */
  refuse?: (error: UndecodableFrame) => void;
  /** How long a frame or fragmented message may take to arrive once begun (30 s unless told). */
  incompleteFrameMs?: number;
};

const INCOMPLETE_FRAME_MS = 30_000;

/** A close reason is at most 123 bytes (RFC 6455 §5.5). */
const reason = (text: string) =>
  new TextDecoder().decode(new TextEncoder().encode(text).subarray(0, 123)).replace(/\uFFFD$/, '');

export function guardMessages(
  socket: GuardedSocket,
  options: GuardOptions,
  handle: (data: Uint8Array, isBinary: boolean) => void,
): void {
  let closed = false;
  const drop = (code: number, text: string) => {
    closed = true;
    socket.close(code, reason(text));
  };
  watchIncompleteFrames(socket, options.incompleteFrameMs ?? INCOMPLETE_FRAME_MS, () => {
    if (closed) return;
    options.log.warn({ route: options.route }, 'closed a socket whose frame did not arrive in time');
    drop(1008, 'A frame did not arrive in time');
    // The peer is not reading what it should: it will not answer the close either.
    setTimeout(() => socket.terminate?.(), 1000).unref();
  });
  socket.on('message', (data, isBinary) => {
    if (closed) return;
    try {
      if (data.length > options.maxBytes)
        throw new UndecodableFrame(`Message larger than ${options.maxBytes} bytes`, 1009);
      handle(data, isBinary);
    } catch (error) {
      if (error instanceof UndecodableFrame) {
        options.log.debug(
          { route: options.route, closeCode: error.closeCode, reason: error.message },
          'closed a socket that sent an unreadable frame',
        );
        try {
          options.refuse?.(error);
        } finally {
          drop(error.closeCode, error.message);
        }
        return;
      }
      options.log.error(
        { route: options.route, err: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
        'socket message handler failed; socket closed',
      );
      drop(1011, 'Internal error');
    }
  });
}
