import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { synthesize, SYNTHESIS_RATE } from '../sandbox/audio/synthesis/synthesis';
import { convertVoice } from '../sandbox/audio/conversion/voice-conversion';
import { createProxy } from '../proxy/server';
import { createSandbox } from '../sandbox/server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { BenchReport, type Row } from './support/bench-report';
import { proxyBeforeSandbox } from './support/proxy-before-sandbox';
import { median, ms, quantile, ratio } from './support/stats';

/**
 * Group 2, speech synthesis side by side with the native eSpeak NG command line on the same texts (50 to 5,000
 * characters), each route direct to the sandbox and through our proxy (the browser's key-injecting routes, signed
 * in with the demo user's key, the service key added by the proxy):
 * - `tts/bytes`, a whole WAV, against `espeak-ng -v en-us+f2 --stdout` run to its end (process start included);
 * - time to the first chunk of the JSON-lines route (`tts/sse`) and of the WebSocket route (a new socket per
 *   generation, as the studio's playground opens it: handshake, one context with `continue: false`, first
 *   `chunk` message), and their time to the end (the stream's end, `done`), against the CLI's first byte on a
 *   pipe and its exit.
 * Runs alternate between all of them, so each meets the same load on a shared machine.
 */
const LENGTHS = [50, 200, 1000, 5000];
const RUNS: Record<number, number> = { 50: 15, 200: 15, 1000: 9, 5000: 5 };
const VOICE = { id: 'samantha', sampling_params: { seed: 1 } };
const PROSE =
  'The studio keeps every take in its folder, and each conversion waits for its original before it runs. ' +
  'Voices differ in pitch, pace and character; the sandbox speaks them offline, quickly, and the same way every time. ';
const textOf = (length: number) =>
  PROSE.repeat(Math.ceil(length / PROSE.length))
    .slice(0, length)
    .replace(/\s+\S*$/, '.');

/** Time to the first piece of audio and to the end, in ms. */
type Timing = { first: number; total: number };
type Via = 'direct' | 'proxy';

const report = new BenchReport(
  'speech-synthesis',
  'Speech synthesis: tts/bytes and the streamed routes against the espeak-ng command line',
  'Voice samantha (eSpeak en-us with the voice as a variant, in a wasm worker) against `espeak-ng -v en-us+f2 --stdout` on the same text. ' +
    '"proxy" is the browser\'s route on our proxy (`/tts/en-rt/...`, signed in with the demo user\'s key, the service key added by the proxy); "direct" is the sandbox\'s ' +
    '`/v1/public/tts/en-rt/...` with the service key. All measured from Node on loopback, runs alternating between every route and the CLI; median and p95 over ' +
    `${Object.entries(RUNS)
      .map(([length, runs]) => `${runs} runs (${length} chars)`)
      .join(', ')}; ratios are medians against the CLI's.`,
);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-speech-'));
const sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 }, { warmUp: true });
const sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const proxy = await createProxy(proxyBeforeSandbox(sandboxUrl), { serveStudio: false, logger: false });
const proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });

const routeOf = (via: Via, route: string): { url: string; headers: Record<string, string> } =>
  via === 'direct'
    ? { url: `${sandboxUrl}/v1/public/tts/en-rt/tts/${route}`, headers: { 'x-api-key': SANDBOX_SERVICE_KEY } }
    : { url: `${proxyUrl}/tts/en-rt/tts/${route}`, headers: { 'api-key': 'sandbox-demo-key' } };

async function post(via: Via, route: 'bytes' | 'sse', body: object): Promise<Response> {
  const { url, headers } = routeOf(via, route);
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${route} (${via}) answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A whole `tts/bytes` WAV: total ms and the audio's duration in seconds. */
async function bytesRun(text: string, via: Via): Promise<{ total: number; seconds: number }> {
  const started = performance.now();
  const size = (
    await (
      await post(via, 'bytes', { transcript: text, voice: VOICE, output_format: { sample_rate: 22050 } })
    ).arrayBuffer()
  ).byteLength;
  return { total: performance.now() - started, seconds: (size - 44) / 2 / 22050 };
}

/** `tts/sse` (JSON lines): until the first complete `chunk` line, then to the end of the stream. */
async function linesRun(text: string, via: Via): Promise<Timing> {
  const started = performance.now();
  const response = await post(via, 'sse', { transcript: text, voice: VOICE });
  const decoder = new TextDecoder();
  let pending = '';
  let first = Number.NaN;
  const reader = response.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    pending += decoder.decode(part.value, { stream: true });
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      if (!line) continue;
      const message = JSON.parse(line) as { type: string; error?: string };
      if (message.type !== 'chunk') throw new Error(`sse (${via}): ${line.slice(0, 200)}`);
      if (Number.isNaN(first)) first = performance.now() - started;
    }
  }
  if (Number.isNaN(first)) throw new Error(`sse (${via}) ended without a chunk`);
  return { first, total: performance.now() - started };
}

/** The WebSocket route as the playground uses it: a new socket, one context, until its first chunk and `done`. */
function socketRun(text: string, via: Via): Promise<Timing> {
  const { url, headers } = routeOf(via, 'websocket');
  const started = performance.now();
  const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
  return new Promise<Timing>((resolve, reject) => {
    let first = Number.NaN;
    socket.once('open', () =>
      socket.send(JSON.stringify({ context_id: 'bench', transcript: text, voice: VOICE, continue: false })),
    );
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'chunk' && Number.isNaN(first)) first = performance.now() - started;
      else if (message.type === 'done' && !Number.isNaN(first)) {
        resolve({ first, total: performance.now() - started });
        socket.close(1000);
      } else if (message.type !== 'chunk') reject(new Error(`websocket (${via}): ${data.toString().slice(0, 200)}`));
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`websocket (${via}) closed (${code}) before done`)));
  });
}

/**
 * The CLI streaming to a pipe: its first byte on stdout and its exit. eSpeak writes through a buffered stdout,
 * so its first byte arrives with the WAV header and the first 64 KB of audio together, not before any audio.
 */
function cliRun(text: string): Promise<Timing> {
  const started = performance.now();
  const child = spawn('espeak-ng', ['-v', 'en-us+f2', '--stdout', text], { stdio: ['ignore', 'pipe', 'inherit'] });
  let first = Number.NaN;
  child.stdout.on('data', () => {
    if (Number.isNaN(first)) first = performance.now() - started;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve({ first, total: performance.now() - started })
        : reject(new Error(`espeak-ng exited with ${code}`)),
    );
  });
}

type Series = {
  cli: Timing[];
  bytes: Record<Via, number[]>;
  lines: Record<Via, Timing[]>;
  socket: Record<Via, Timing[]>;
  seconds: number;
};
const results = new Map<number, Series>();
try {
  for (const via of ['direct', 'proxy'] as const) {
    await bytesRun('Warming up.', via);
    await linesRun('Warming up.', via);
    await socketRun('Warming up.', via);
  }
  await cliRun('Warming up.');
  for (const length of LENGTHS) {
    const text = textOf(length);
    const series: Series = {
      cli: [],
      bytes: { direct: [], proxy: [] },
      lines: { direct: [], proxy: [] },
      socket: { direct: [], proxy: [] },
      seconds: 0,
    };
    for (let run = 0; run < RUNS[length]!; run++) {
      series.cli.push(await cliRun(text));
      for (const via of ['direct', 'proxy'] as const) {
        const whole = await bytesRun(text, via);
        series.bytes[via].push(whole.total);
        series.seconds = whole.seconds;
        series.lines[via].push(await linesRun(text, via));
        series.socket[via].push(await socketRun(text, via));
      }
    }
    results.set(length, series);
    console.log(`${length} characters measured`);
  }
} finally {
  await proxy.close();
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const pick = (timings: Timing[], key: keyof Timing) => timings.map((timing) => timing[key]);

report.table(
  'Whole file: tts/bytes against the CLI run to its end',
  LENGTHS.map((length) => {
    const series = results.get(length)!;
    const cli = pick(series.cli, 'total');
    return {
      characters: length,
      'audio s': series.seconds.toFixed(1),
      'espeak-ng median ms': ms(median(cli)),
      'espeak-ng p95 ms': ms(quantile(cli, 0.95)),
      'direct median ms': ms(median(series.bytes.direct)),
      'direct p95 ms': ms(quantile(series.bytes.direct, 0.95)),
      'direct vs CLI': ratio(median(series.bytes.direct), median(cli)),
      'proxy median ms': ms(median(series.bytes.proxy)),
      'proxy p95 ms': ms(quantile(series.bytes.proxy, 0.95)),
      'proxy vs CLI': ratio(median(series.bytes.proxy), median(cli)),
    };
  }),
);

const streamRow = (length: number, route: string, timings: Timing[], cli: Timing[]): Row => ({
  characters: length,
  route,
  'first chunk median ms': ms(median(pick(timings, 'first'))),
  'first chunk p95 ms': ms(quantile(pick(timings, 'first'), 0.95)),
  'vs CLI first byte': ratio(median(pick(timings, 'first')), median(pick(cli, 'first'))),
  'to the end median ms': ms(median(pick(timings, 'total'))),
  'to the end p95 ms': ms(quantile(pick(timings, 'total'), 0.95)),
  'vs CLI exit': ratio(median(pick(timings, 'total')), median(pick(cli, 'total'))),
});
report.table(
  'Streamed: time to the first chunk, JSON lines and WebSocket',
  LENGTHS.flatMap((length) => {
    const series = results.get(length)!;
    return [
      streamRow(length, 'espeak-ng CLI to a pipe (first byte, exit)', series.cli, series.cli),
      streamRow(length, 'JSON lines (tts/sse), direct', series.lines.direct, series.cli),
      streamRow(length, 'JSON lines (tts/sse), proxy', series.lines.proxy, series.cli),
      streamRow(length, 'WebSocket, direct', series.socket.direct, series.cli),
      streamRow(length, 'WebSocket, proxy', series.socket.proxy, series.cli),
    ];
  }),
  [
    "The streamed routes speak sentence by sentence, so their first chunk is the first sentence, whatever the length; the CLI's first byte comes when its stdout buffer first fills (64 KB, about 1.5 s of audio) or it exits.",
    "To the end, the streamed routes carry the API's default pcm_f32le in base64 (JSON lines or WebSocket messages): for 5,000 characters about 31 MB, where the CLI writes an 11 MB 16-bit WAV. They speak the first sentence alone, then two ahead of the one being sent, on the pool's threads.",
    'The WebSocket figures include opening the socket (through the proxy: its sign-in check and its own socket to the sandbox), as the playground opens one per generation.',
  ],
);

// Where the time went with the previous pipeline: eSpeak, then a pitch-synchronous conversion of its output.
const before: Row[] = [];
for (const length of [200, 1000]) {
  const text = textOf(length);
  await synthesize(text, { language: 'en', gender: 'female' });
  const synthesis: number[] = [];
  const conversion: number[] = [];
  for (let i = 0; i < 3; i++) {
    let started = performance.now();
    const speech = await synthesize(text, { language: 'en', gender: 'female', range: 54 });
    synthesis.push(performance.now() - started);
    started = performance.now();
    convertVoice(speech, SYNTHESIS_RATE, { sourceF0: null, targetF0: 205, formantRatio: 1.12 });
    conversion.push(performance.now() - started);
  }
  before.push({
    characters: length,
    'eSpeak wasm median ms': ms(median(synthesis)),
    'conversion afterwards median ms': ms(median(conversion)),
  });
}
report.table(
  'Before voices were rendered by eSpeak itself: synthesis, then a PSOLA conversion, in this thread (3 runs)',
  before,
);
report.write();
