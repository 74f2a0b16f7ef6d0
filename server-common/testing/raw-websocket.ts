import net from 'node:net';

/** A client connection that speaks WebSocket by hand, so a test can send frames no client library would. */
export type RawWebSocket = {
  /** The handshake's status line, e.g. `HTTP/1.1 101 Switching Protocols`. */
  statusLine: string;
  socket: net.Socket;
  /** Resolves with the milliseconds from connecting until the connection closed. */
  closed: Promise<number>;
};

export async function rawWebSocket(url: string, headers: Record<string, string> = {}): Promise<RawWebSocket> {
  const { hostname, port, pathname, search } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const started = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  socket.on('error', () => undefined);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`,
  );
  const head = await new Promise<string>((resolve) => {
    let text = '';
    const read = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', read);
      resolve(text);
    };
    socket.on('data', read);
    socket.once('close', () => resolve(text));
  });
  return { statusLine: head.split('\r\n', 1)[0]!, socket, closed };
}

/** A masked client frame header: FIN + `opcode`, announcing `length` payload bytes (the mask is all zeros). */
export function clientFrameHeader(opcode: number, length: number): Buffer {
  if (length < 126) return Buffer.from([0x80 | opcode, 0x80 | length, 0, 0, 0, 0]);
  const header = Buffer.alloc(14);
  header[0] = 0x80 | opcode;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}
