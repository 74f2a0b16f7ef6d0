import net from 'node:net';

/** A free TCP port on 127.0.0.1, for servers (nginx, redis-server) that cannot be told to pick one themselves. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
