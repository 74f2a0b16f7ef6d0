import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool, type Dispatcher } from 'undici';

/**
 * The least a proxy on Node's own HTTP server and undici can do, in a process of its own: each request goes to
 * the upstream (argv[2]) with its headers as they came, and the answer comes back with the upstream's headers,
 * gathered and written in one go. No path checks, no security headers, no forwarded chain, no request id,
 * no streaming: not a proxy to use, but the floor under ours in `proxy-overhead` (what Node's HTTP server and
 * undici cost by themselves, measured in the same run as nginx). Prints its URL.
 */
const pool = new Pool(process.argv[2]!, { connections: 128, pipelining: 1 });

function relay(response: http.ServerResponse): Dispatcher.DispatchHandler {
  let status = 502;
  let headers: http.IncomingHttpHeaders = {};
  const chunks: Buffer[] = [];
  return {
    // undici tells the handler API apart by this method, so it is there even with nothing to do.
    onRequestStart: () => {},
    onResponseStart: (_controller, statusCode, responseHeaders) =>
      void ([status, headers] = [statusCode, responseHeaders]),
    onResponseData: (_controller, chunk) => void chunks.push(chunk),
    onResponseEnd: () =>
      response.writeHead(status, headers).end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)),
    onResponseError: (_controller, error) => response.destroy(error),
  };
}

const server = http.createServer((request, response) => {
  pool.dispatch(
    { method: request.method as 'GET', path: request.url!, headers: request.headers as Record<string, string> },
    relay(response),
  );
});
server.listen(0, '127.0.0.1', () =>
  console.log(`forwarder at http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
process.once('SIGTERM', () => process.exit(0));
