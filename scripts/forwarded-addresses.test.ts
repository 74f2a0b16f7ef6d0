import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_AUTH_PER_ADDRESS } from '../server-common/failed-auth-limit';
import { ensureBuilt } from './ensure-built';
import { missingTopologyTools, startTopology, type Topology } from './local-topology';

/**
 * The client's address through every hop of compose.yaml's topology, natively (nginx → 2 proxy copies → the
 * sandbox): each hop believes X-Forwarded-For only from the hop in front of it, so two clients (bound to
 * 127.0.0.2 and 127.0.0.3) are limited each on its own, and neither can choose the address it is counted as.
 */
const missing = missingTopologyTools();
if (missing.length) console.warn(`Skipping the forwarded-address topology test: install ${missing.join(' and ')}`);

let topology: Topology;
beforeAll(async () => {
  if (missing.length) return;
  await ensureBuilt();
  topology = await startTopology({ copies: 2 });
}, 240_000);
afterAll(async () => topology?.stop());

/** One request from a given loopback address (127.0.0.0/8 is all this machine), as a client elsewhere would send it. */
function send(
  base: string,
  from: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method, localAddress: from, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/** A wrong API key, as a guesser sends it: each one counts against the address the sandbox believes. */
const guess = (base: string, from: string, i: number, forwardedFor: string) =>
  send(base, from, 'GET', '/api/projects', { 'api-key': `guess-${i}`, 'x-forwarded-for': forwardedFor });
const signIn = (base: string, from: string, email: string, password: string) =>
  send(
    base,
    from,
    'POST',
    '/api/login',
    { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
    JSON.stringify({ email, password }),
  );

describe.skipIf(missing.length > 0)('forwarded addresses through nginx, the proxy copies and the sandbox', () => {
  it('limits each client address on its own, whatever X-Forwarded-For the client sends', async () => {
    const [first, second] = ['127.0.0.2', '127.0.0.3'];
    // The first client forges a new address on each guess, the second client's among them.
    for (let i = 0; i < FAILED_AUTH_PER_ADDRESS.times; i++) {
      expect(await guess(topology.url, first, i, i % 2 ? second : `198.51.100.${i % 250}`)).toBe(401);
    }
    expect(await signIn(topology.url, first, 'demo@example.com', 'demo-password')).toBe(429);
    // Straight to a copy, past nginx, the forged header is not believed either.
    expect(await signIn(topology.copies[0]!.url, first, 'demo@example.com', 'demo-password')).toBe(429);
    expect(await signIn(topology.url, second, 'demo@example.com', 'demo-password')).toBe(200);

    for (let i = 0; i < FAILED_AUTH_PER_ADDRESS.times; i++)
      expect(await guess(topology.url, second, i, first)).toBe(401);
    expect(await signIn(topology.url, second, 'other@example.com', 'other-password')).toBe(429);
  }, 120_000);
});
