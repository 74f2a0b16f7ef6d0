import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { encodeAudioFrame } from '../sandbox/agents/protobuf-frames';
import { PLAYER_RATE } from '../sandbox/agents/paced-speaker';
import { ROOT } from '../scripts/ensure-built';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { BenchReport } from './support/bench-report';
import { median, ms, ratio } from './support/stats';

/**
 * The minimal reproduction behind the agent panel's frame-read workaround, outside the studio: the unmodified
 * `@pipecat-ai/websocket-transport` in Chromium against a tiny WebSocket server that answers one byte with a burst
 * of bot audio frames (40 ms of 24 kHz s16le each, as the sandbox agent sends them; a burst is what reaches a page
 * whose frames have queued). Timed in the page: from the request to the first and the last frame reaching the
 * media manager's bufferBotAudio, upstream (binaryType 'blob', every frame read with `await blob.arrayBuffer()`)
 * against arrayBufferWebSocketTransport (src/features/agent-panel/session/transport-factory.ts), with the main thread
 * idle and with it busy half the time (8 ms of work every 16 ms, as rendering and the recorder's messages keep it
 * in a session). Rounds alternate between the two, so both meet the same machine load.
 */
const FRAMES = 25;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const BUSY_MS = 8;
const report = new BenchReport(
  'websocket-frame-reads',
  'Real time: the websocket transport reading bot audio frames, Blob against ArrayBuffer',
  `Chromium, \`@pipecat-ai/websocket-transport\` 1.7.1 as published and with the studio's workaround; ${ROUNDS} rounds each of a ${FRAMES}-frame burst ` +
    `(${FRAMES * 40} ms of audio) from a loopback WebSocket server, the main thread idle or busy ${BUSY_MS} ms in every 16 ms.`,
  5,
);

const PAGE = `
import * as upstream from '@pipecat-ai/websocket-transport';
import { arrayBufferWebSocketTransport } from './src/features/agent-panel/session/transport-factory.ts';

window.readFrames = async (mode, wsUrl, busyMs) => {
  const Transport = mode === 'arraybuffer' ? arrayBufferWebSocketTransport(upstream) : upstream.WebSocketTransport;
  const times = [];
  let done;
  const all = new Promise((resolve) => (done = resolve));
  const mediaManager = {
    setUserAudioCallback() {},
    setClientOptions() {},
    async connect() {},
    async disconnect() {},
    bufferBotAudio() {
      times.push(performance.now());
      if (times.length === ${FRAMES}) done();
    },
  };
  const transport = new Transport({ mediaManager });
  transport.initialize({ callbacks: {} }, () => {});
  await transport._connect({ wsUrl });
  const busy = busyMs > 0 ? setInterval(() => { const end = performance.now() + busyMs; while (performance.now() < end); }, 16) : undefined;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const asked = performance.now();
  transport._sendMsg(new Uint8Array([0]));
  await all;
  clearInterval(busy);
  await transport._disconnect();
  return { first: times[0] - asked, last: times.at(-1) - asked };
};
`;

const bundle = await build({
  stdin: { contents: PAGE, resolveDir: ROOT, loader: 'js' },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  logLevel: 'silent',
});
const script = bundle.outputFiles[0]!.text;
const http = createServer((request, response) => {
  if (request.url === '/page.js')
    return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  response
    .writeHead(200, { 'content-type': 'text/html' })
    .end('<!doctype html><script type="module" src="/page.js"></script>');
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const sockets = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise((resolve) => sockets.once('listening', resolve));
const frame = encodeAudioFrame(
  new Uint8Array(1920).map((_, index) => index % 251),
  PLAYER_RATE,
);
sockets.on('connection', (socket) =>
  socket.on('message', () => {
    for (let index = 0; index < FRAMES; index++) socket.send(frame);
  }),
);

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
  await page.waitForFunction('typeof window.readFrames === "function"');
  const wsUrl = `ws://127.0.0.1:${(sockets.address() as AddressInfo).port}`;
  type Times = { first: number; last: number };
  const results = new Map<string, Times[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const busy of [0, BUSY_MS]) {
      for (const mode of round % 2 === 0 ? ['blob', 'arraybuffer'] : ['arraybuffer', 'blob']) {
        const key = `${mode} ${busy}`;
        const times = (await page.evaluate(
          `window.readFrames(${JSON.stringify(mode)}, ${JSON.stringify(wsUrl)}, ${busy})`,
        )) as Times;
        results.set(key, [...(results.get(key) ?? []), times]);
      }
    }
  }
  const rows = [0, BUSY_MS].flatMap((busy) =>
    ['blob', 'arraybuffer'].map((mode) => {
      const times = results.get(`${mode} ${busy}`)!;
      const upstream = results.get(`blob ${busy}`)!;
      return {
        'main thread': busy ? `busy ${BUSY_MS} ms / 16 ms` : 'idle',
        reading:
          mode === 'blob' ? 'upstream: Blob, await blob.arrayBuffer() per frame' : 'workaround: binaryType arraybuffer',
        rounds: times.length,
        'request → first frame to the player, median ms': ms(median(times.map((entry) => entry.first))),
        'request → last frame to the player, median ms': ms(median(times.map((entry) => entry.last))),
        'last frame vs upstream': ratio(
          median(times.map((entry) => entry.last)),
          median(upstream.map((entry) => entry.last)),
        ),
      };
    }),
  );
  report.table('Time for a burst of bot audio to reach the player', rows, [
    "Both readings include the same loopback round trip (the page's one-byte request, the server's burst).",
    'Upstream fix (websocket-transport): set `binaryType = "arraybuffer"` on the socket its ReconnectingWebSocket opens, and give ProtobufFrameSerializer.deserialize an ArrayBuffer/Uint8Array branch that views the audio bytes as Int16Array instead of copying them through Array.from.',
  ]);
  report.write();
} finally {
  await browser.close();
  sockets.close();
  http.close();
}
