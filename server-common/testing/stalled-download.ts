import net from 'node:net';

/** A client that asks for `path` and never reads the answer: a streamed answer stalls once the socket is full. */
export async function stalledDownload(url: URL, path: string): Promise<net.Socket> {
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.pause();
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  return socket;
}

/** 64 MB in 64 kB chunks, produced as read: more than any socket buffer holds. */
export function* sixtyFourMegabytes(): Generator<Buffer> {
  for (let i = 0; i < 1024; i++) yield Buffer.alloc(64 * 1024);
}

/** Whether `promise` settles within `ms`. */
export const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
