import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request whose target is sent byte for byte: fetch and most clients normalise `%61` or dot segments
 * before sending, which would hide exactly the requests an attacker makes.
 */
export function rawRequest(
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  // Node sends a GET or DELETE body without a length unless told, which the server would read as a second request.
  const headers = {
    ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
    ...init.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: target, method: init.method ?? 'GET', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Percent-encodes the character at `index` of a path (letters keep their case; the hex is lower or upper case). */
export function encodeCharAt(path: string, index: number, upperHex = false): string {
  const hex = path.charCodeAt(index).toString(16).padStart(2, '0');
  return `${path.slice(0, index)}%${upperHex ? hex.toUpperCase() : hex}${path.slice(index + 1)}`;
}

/**
 * Spellings of one path that a router decoding percent-escapes treats as the same route: the first letter of
 * the first segment encoded, the first letter of the last literal segment encoded (upper-case hex), and every
 * unreserved character of the literal segments encoded.
 */
export function encodedVariants(path: string, literalSegments: boolean[]): string[] {
  const segments = path.split('/');
  const starts: number[] = [];
  let offset = 0;
  for (const segment of segments) {
    starts.push(offset);
    offset += segment.length + 1;
  }
  const literal = segments.map((segment, index) => index > 0 && segment.length > 0 && literalSegments[index] !== false);
  const lastLiteral = literal.lastIndexOf(true);
  const everything = segments
    .map((segment, index) =>
      literal[index] ? [...segment].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('') : segment,
    )
    .join('/');
  return [...new Set([encodeCharAt(path, starts[1]!), encodeCharAt(path, starts[lastLiteral]!, true), everything])];
}
