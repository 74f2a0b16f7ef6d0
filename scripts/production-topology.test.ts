import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ensureBuilt } from './ensure-built';
import { METRICS_TOKEN, missingTopologyTools, startTopology, type Copy, type Topology } from './local-topology';
import { steadyLoad } from './steady-load';

/**
 * compose.yaml's topology, natively (Docker is not available here): nginx balancing 3 proxy copies with Redis
 * for their limits and the sandbox on its own. Needs Debian's nginx and redis-server (`.ci/run` installs them).
 */
const missing = missingTopologyTools();
if (missing.length) console.warn(`Skipping the production topology test: install ${missing.join(' and ')}`);

let topology: Topology;
const API_KEY = { 'api-key': 'sandbox-demo-key' };
/**
 * 50 connections each waiting 20 ms between requests: every copy has requests in flight at any moment (over 2,000
 * a second in all), while flat-out load would take both cores from the rest of the suite (the bench sends it).
 */
const PACED = { pauseMs: 20 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (missing.length) return;
  await ensureBuilt();
  topology = await startTopology({ env: { PROXY_LAUNCHES_PER_MINUTE: '10' } });
}, 240_000);
afterAll(async () => topology?.stop());

/** Which copy holds the open WebSocket, from each copy's own metrics. */
async function copyWithOpenSocket(copies: Copy[]): Promise<Copy | undefined> {
  for (const copy of copies) {
    const text = await (
      await fetch(`${copy.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    if (/^proxy_websockets_open 1$/m.test(text)) return copy;
  }
  return undefined;
}

describe.skipIf(missing.length > 0)('production topology: nginx, 3 proxy copies, Redis, the sandbox', () => {
  it('serves the assets from nginx and the document, API and health from the copies', async () => {
    const page = await fetch(`${topology.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())![0];
    const script = await fetch(`${topology.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('server')).toMatch(/^nginx/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${topology.url}/api/projects`, { headers: API_KEY })).status).toBe(200);
  });

  it('(a) limits one user’s agent launches exactly across the copies under 40 concurrent launches', async () => {
    const launches = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${topology.url}/agents/launch`, {
          method: 'POST',
          headers: { ...API_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ preset: 'concierge', transport: 'websocket' }),
        }),
      ),
    );
    const statuses = launches.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(launches.find((response) => response.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('(b) SIGTERM to one copy under 50 connections of POST load: 0 failed requests (nothing is retried after it was sent)', async () => {
    const load = steadyLoad(`${topology.url}/api/auth`, 50, { method: 'POST', headers: API_KEY, ...PACED });
    await pause(1000);
    const copy = topology.copies[2]!;
    await topology.stopCopy(copy, 'SIGTERM');
    await pause(1000);
    const outcomes = await load.stop();
    expect(outcomes.length).toBeGreaterThan(200);
    expect(load.failures()).toEqual([]);
    console.log(`SIGTERM under POST load: 0 of ${outcomes.length} requests failed`);
    await topology.startCopy(copy);
  }, 60_000);

  it('(c) SIGKILL to one copy fails at most the requests in flight on it, and the next ones succeed', async () => {
    const load = steadyLoad(`${topology.url}/api/healtz`, 50, PACED);
    await pause(1000);
    const copy = topology.copies[1]!;
    const killedAt = performance.now();
    await topology.stopCopy(copy, 'SIGKILL');
    await pause(1000);
    const outcomes = await load.stop();
    const failures = load.failures();
    // In flight on the killed copy: at most its share of the 50 connections, all started before the kill.
    expect(failures.length).toBeLessThanOrEqual(50);
    expect(failures.every((failure) => failure.startedAt <= killedAt)).toBe(true);
    expect(
      outcomes.filter((outcome) => outcome.startedAt > killedAt + 50).every((outcome) => outcome.status === 200),
    ).toBe(true);
    console.log(`SIGKILL: ${failures.length} of ${outcomes.length} requests failed, all in flight at the kill`);
    await topology.startCopy(copy);
  }, 60_000);

  // A SIGTERM to one copy under GET load is the first step of this: every copy gets one in turn.
  it('(b, d) SIGTERM to each copy in turn, a rolling restart, under 50 connections of load: 0 failed requests', async () => {
    const load = steadyLoad(`${topology.url}/api/healtz`, 50, PACED);
    await pause(1000);
    for (const copy of topology.copies) {
      await topology.stopCopy(copy, 'SIGTERM');
      await topology.startCopy(copy);
      await pause(300);
    }
    const outcomes = await load.stop();
    expect(outcomes.length).toBeGreaterThan(300);
    expect(load.failures()).toEqual([]);
  }, 150_000);

  it('(e) a TTS WebSocket on a killed copy ends at once with close code 1006 (abnormal closure)', async () => {
    const socket = new WebSocket(
      `${topology.url.replace('http', 'ws')}/tts/en-rt/tts/websocket?api-key=sandbox-demo-key`,
    );
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    const closed = new Promise<{ code: number; at: number }>((resolve) =>
      socket.once('close', (code) => resolve({ code, at: performance.now() })),
    );
    const copy = await copyWithOpenSocket(topology.copies);
    expect(copy).toBeDefined();
    const killedAt = performance.now();
    await topology.stopCopy(copy!, 'SIGKILL');
    const { code, at } = await closed;
    expect(code).toBe(1006);
    // "At once" against the alternative, nginx's 300 s read timeout: a wide bound that load cannot reach.
    expect(at - killedAt).toBeLessThan(20_000);
    // A new socket opens on a surviving copy straight away: starting again works.
    const again = new WebSocket(
      `${topology.url.replace('http', 'ws')}/tts/en-rt/tts/websocket?api-key=sandbox-demo-key`,
    );
    await new Promise((resolve, reject) => (again.once('open', resolve), again.once('error', reject)));
    again.close();
  }, 60_000);
});
