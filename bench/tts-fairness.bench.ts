import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { ProxyConfig } from '../proxy/config';
import type { ProxyProcess } from '../proxy/testing/proxy-process';
import { baselineCheckout, shortRevision, treeLabel } from './support/baseline-checkout';
import { BenchReport, type Row } from './support/bench-report';
import { ROOT, startChildServer, type ChildServer } from './support/child-server';
import { proxyBeforeSandbox } from './support/proxy-before-sandbox';
import { median, ms, quantile } from './support/stats';

/**
 * Sharing the TTS key between users (issue 31, item 6): user A saturates the service through the proxy with one
 * socket of long contexts (4,900 characters at 48 kHz pcm_f32le, each sent again as soon as it is done, the
 * audio read as it comes), while user B asks for a 12-character `tts/bytes` every 200 ms. Measured: B's time to
 * the whole answer and its refusals, and the time to the first chunk of A's long contexts; both also alone. The
 * sandbox and the proxy run in processes of their own, as `npm start` runs them. `BASELINE=<git revision>` adds
 * that revision's sandbox and proxy (before rows).
 */
const LONG = 'The studio keeps every take in its folder, and each conversion waits for its original before it runs. '
  .repeat(50)
  .slice(0, 4900);
const SHORT = 'Hello there.';
const SHORT_RUNS = 25;
const SHORT_GAP_MS = 200;
const A = { 'api-key': 'sandbox-demo-key' };
const B = { 'api-key': 'sandbox-other-key' };
const FORMAT = { sample_rate: 48000, encoding: 'pcm_f32le' };
const baseline = process.env.BASELINE;

const report = new BenchReport(
  'tts-fairness',
  'TTS fairness: another user’s short text while one user saturates the key',
  `User A: one WebSocket through the proxy with N contexts of 4,900 characters at 48 kHz pcm_f32le, each sent again when done, its audio read as it arrives. User B: ${SHORT_RUNS} × tts/bytes of "${SHORT}" (12 characters), one every ${SHORT_GAP_MS} ms after the previous answer; "alone" is B with nobody else. Sandbox and proxy each in a process of their own (ours: ${treeLabel()}). ${baseline ? `\`BASELINE=${baseline}\` added that revision (before rows).` : "Set `BASELINE=<git revision>` to add a revision's rows."}`,
  20,
);

type Start = (config: ProxyConfig) => Promise<ProxyProcess>;
type Stack = { sandbox: ChildServer; proxy: ProxyProcess; stop: () => Promise<void> };

async function startStack(root: string): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tts-fairness-'));
  const sandbox = await startChildServer(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'sandbox/main.ts')],
    { printed: /Sandbox listening at (\S+)/ },
    {
      DATA_DIR: dataDir,
      SANDBOX_PORT: '0',
      SANDBOX_RATE_LIMITS: 'fast=1000000/300,slow=1000000/300',
    },
  );
  const start = ((await import(path.join(root, 'proxy/testing/proxy-process.ts'))) as { startProxyProcess: Start })
    .startProxyProcess;
  const proxy = await start(proxyBeforeSandbox(sandbox.url));
  return {
    sandbox,
    proxy,
    stop: async () => {
      await proxy.stop();
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** B's short request: ms to the whole WAV, and its status. */
async function shortRequest(proxyUrl: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${proxyUrl}/tts/en-rt/tts/bytes`, {
    method: 'POST',
    headers: { ...B, 'content-type': 'application/json' },
    body: JSON.stringify({ transcript: SHORT, voice: { id: 'samantha' } }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function shortSeries(proxyUrl: string): Promise<{ times: number[]; refused: number }> {
  const times: number[] = [];
  let refused = 0;
  for (let run = 0; run < SHORT_RUNS; run++) {
    const { ms: took, status } = await shortRequest(proxyUrl);
    if (status === 200) times.push(took);
    else refused++;
    await new Promise((resolve) => setTimeout(resolve, SHORT_GAP_MS));
  }
  return { times, refused };
}

/** User A's socket: `contexts` long contexts, each sent again once done; records each one's time to first chunk. */
function saturate(proxyUrl: string, contexts: number) {
  const socket = new WebSocket(`${proxyUrl.replace(/^http/, 'ws')}/tts/en-rt/tts/websocket`, { headers: A });
  const firstChunk: number[] = [];
  const sentAt = new Map<string, number>();
  let refusals = 0;
  let stopped = false;
  const send = (id: string) => {
    if (stopped || socket.readyState !== WebSocket.OPEN) return;
    sentAt.set(id, performance.now());
    socket.send(JSON.stringify({ context_id: id, transcript: LONG, voice: { id: 'samantha' }, output_format: FORMAT }));
  };
  socket.on('message', (data: Buffer) => {
    // Audio chunks are large: the first of each context is noted by its prefix; only short messages are read.
    if (data.length > 4096) {
      const id = /"context_id":"([^"]+)"/.exec(data.subarray(0, 100).toString())?.[1];
      if (id && sentAt.has(id)) {
        firstChunk.push(performance.now() - sentAt.get(id)!);
        sentAt.delete(id);
      }
      return;
    }
    const message = JSON.parse(data.toString()) as { type: string; context_id?: string };
    if (!message.context_id) return;
    if (message.type === 'done') send(message.context_id);
    else if (message.type === 'error') {
      refusals++;
      setTimeout(() => send(message.context_id!), 1000);
    }
  });
  const opened = new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  return {
    start: async () => {
      await opened;
      for (let i = 0; i < contexts; i++) send(`long-${i}`);
      // Until every context is under way.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    },
    stop: () => {
      stopped = true;
      socket.terminate();
    },
    firstChunk,
    refusals: () => refusals,
  };
}

/** A's long context alone: time to its first chunk, over a few runs. */
async function longAlone(proxyUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const socket = new WebSocket(`${proxyUrl.replace(/^http/, 'ws')}/tts/en-rt/tts/websocket`, { headers: A });
    await new Promise((resolve) => socket.once('open', resolve));
    const started = performance.now();
    socket.send(
      JSON.stringify({ context_id: 'alone', transcript: LONG, voice: { id: 'samantha' }, output_format: FORMAT }),
    );
    await new Promise((resolve) => socket.once('message', resolve));
    times.push(performance.now() - started);
    socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return times;
}

const rows: Row[] = [];
const row = (stack: string, scenario: string, series: { times: number[]; refused: number }, firstChunk: number[]) =>
  rows.push({
    stack,
    scenario,
    'B median ms': series.times.length ? ms(median(series.times)) : '—',
    'B p95 ms': series.times.length ? ms(quantile(series.times, 0.95)) : '—',
    'B max ms': series.times.length ? ms(Math.max(...series.times)) : '—',
    'B refused': `${series.refused} of ${SHORT_RUNS}`,
    "A's first chunk median ms": firstChunk.length ? ms(median(firstChunk)) : '—',
    "A's first chunk p95 ms": firstChunk.length ? ms(quantile(firstChunk, 0.95)) : '—',
  });

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-tts-fairness-work-'));
const stacks = [{ name: 'ours', root: ROOT }];
if (baseline) stacks.push({ name: `before (${shortRevision(baseline)})`, root: baselineCheckout(work, baseline) });
try {
  for (const { name, root } of stacks) {
    const stack = await startStack(root);
    try {
      const url = stack.proxy.url;
      await shortRequest(url);
      row(name, 'alone', await shortSeries(url), await longAlone(url));
      for (const contexts of [4, 5]) {
        const user = saturate(url, contexts);
        await user.start();
        const series = await shortSeries(url);
        user.stop();
        row(name, `A with ${contexts} contexts (A refused ${user.refusals()}×)`, series, user.firstChunk);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      console.log(`${name} measured`);
    } finally {
      await stack.stop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

report.table('B’s short text and A’s first audio', rows, [
  'The key allows five generations at once. Before, the proxy counted a socket as one generation, so A’s five contexts took all five of the service’s and B was refused; now each context counts, A gets at most four (the key’s last slot is kept for a user who runs none) and the fifth is refused to A.',
  'Before, the speech threads took sentences first come, first served, so B’s text waited behind A’s queued sentences; now requests take turns, one sentence each, so B waits for at most the sentences being spoken.',
  "A's first chunk under load is over every context A (re)started during B's series; alone, over 3 single contexts.",
]);
report.write();
