import http from 'node:http';
import type { AddressInfo } from 'node:net';

const CHUNK = Buffer.alloc(256 * 1024, 7);

/** A gateway-sized JSON answer (a project record, about 300 bytes). */
export const SMALL_JSON = Buffer.from(
  JSON.stringify({
    id: '0b6c1f9e-6a51-4d2c-9d1f-2f1b3c4d5e6f',
    name: 'Audiobook, chapter 3',
    url: 'audiobook-chapter-3',
    owner: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
    models: {},
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:05:00Z',
    recordings: 42,
  }),
);

/** Writes `total` bytes as fast as the reader takes them, honouring backpressure. */
function sendBytes(response: http.ServerResponse, total: number): void {
  response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(total) });
  let sent = 0;
  const pump = () => {
    while (sent < total) {
      const part = total - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, total - sent);
      sent += part.length;
      if (!response.write(part)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
}

/**
 * A gateway and TTS stand-in for streaming measurements that never holds a body: POST /api/recordings counts
 * the bytes it receives and answers `{received}`; GET /storage/<bytes>.wav and POST .../tts/bytes with
 * `{"transcript":"<bytes>"}` answer that many bytes; any other GET /api/* answers SMALL_JSON (a typical
 * gateway record, for per-request overhead measurements).
 */
export async function bulkUpstream(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/recordings') {
      let received = 0;
      request.on('data', (chunk: Buffer) => (received += chunk.length));
      return void request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ received }));
      });
    }
    const storage = /^\/storage\/(\d+)\.wav$/.exec(request.url ?? '');
    if (storage) {
      request.resume();
      return sendBytes(response, Number(storage[1]));
    }
    if (request.url?.endsWith('/tts/bytes')) {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      return void request.on('end', () =>
        sendBytes(response, Number((JSON.parse(body) as { transcript: string }).transcript)),
      );
    }
    request.resume();
    if (request.method === 'GET' && request.url?.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(SMALL_JSON.length) });
      return void response.end(SMALL_JSON);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request body of `total` bytes produced on demand, so the client never holds it either. */
export function generatedBody(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const part = total - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, total - sent);
      controller.enqueue(part);
      sent += part.length;
    },
  });
}

/** Reads a response body to the end, optionally no faster than `bytesPerSecond`; returns the byte count. */
export async function drainBody(response: Response, bytesPerSecond?: number): Promise<number> {
  const started = Date.now();
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.length;
    if (bytesPerSecond) {
      const due = started + (bytes / bytesPerSecond) * 1000;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    }
  }
  return bytes;
}
