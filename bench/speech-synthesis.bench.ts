import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { synthesize, SYNTHESIS_RATE } from '../sandbox/audio/synthesis';
import { convertVoice } from '../sandbox/audio/voice-conversion';
import { createProxy } from '../proxy/server';
import { createSandbox } from '../sandbox/server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';
import { proxyBeforeSandbox } from './support/proxy-before-sandbox';

/**
 * Speech synthesis side by side with the native eSpeak NG command line on the same text: a whole `tts/bytes`
 * request (HTTP, validation, the audio worker, eSpeak in wasm with the voice's timbre as a variant, WAV encoding)
 * against `espeak-ng -v en-us+f2 --stdout` (process start, native synthesis, WAV to a pipe). Runs alternate
 * between the two, so both meet the same load on a shared machine; medians of each. A second table shows where
 * the time went before: eSpeak alone in this thread, then the PSOLA conversion that used to give each voice its
 * character after synthesis.
 */
const run = promisify(execFile);
const LENGTHS = [50, 200, 1000, 5000];
const RUNS: Record<number, number> = { 50: 9, 200: 9, 1000: 7, 5000: 5 };
const PROSE =
  'The studio keeps every take in its folder, and each conversion waits for its original before it runs. ' +
  'Voices differ in pitch, pace and character; the sandbox speaks them offline, quickly, and the same way every time. ';
const textOf = (length: number) => PROSE.repeat(Math.ceil(length / PROSE.length)).slice(0, length).replace(/\s+\S*$/, '.');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-speech-'));
const sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 }, { warmUp: true });
const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
// Our proxy in front, as `npm start` runs it: the browser's route, signed in with the demo user's key, the
// service key added by the proxy.
const proxy = await createProxy(
  proxyBeforeSandbox(url),
  { serveStudio: false, logger: false },
);
const proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });

async function bytesRequest(transcript: string, throughProxy = false): Promise<number> {
  const response = await fetch(throughProxy ? `${proxyUrl}/tts/en-rt/tts/bytes` : `${url}/v1/public/tts/en-rt/tts/bytes`, {
    method: 'POST',
    headers: { ...(throughProxy ? { 'api-key': 'sandbox-demo-key' } : { 'x-api-key': SANDBOX_SERVICE_KEY }), 'content-type': 'application/json' },
    body: JSON.stringify({ transcript, voice: { id: 'samantha', sampling_params: { seed: 1 } }, output_format: { sample_rate: 22050 } }),
  });
  if (response.status !== 200) throw new Error(`tts/bytes answered ${response.status}: ${await response.text()}`);
  return (await response.arrayBuffer()).byteLength;
}

const nativeCli = (text: string) => run('espeak-ng', ['-v', 'en-us+f2', '--stdout', text], { encoding: 'buffer', maxBuffer: 1 << 28 });

type Row = { length: number; audioSeconds: number; cli: number; bytes: number; proxied: number };
const rows: Row[] = [];
try {
  await bytesRequest('Warming up the worker.');
  await bytesRequest('Warming up the proxy.', true);
  await nativeCli('Warming up.');
  for (const length of LENGTHS) {
    const text = textOf(length);
    const cli: number[] = [];
    const bytes: number[] = [];
    const proxied: number[] = [];
    let size = 0;
    for (let i = 0; i < RUNS[length]!; i++) {
      cli.push(await timed(() => nativeCli(text)));
      bytes.push(await timed(async () => (size = await bytesRequest(text))));
      proxied.push(await timed(() => bytesRequest(text, true)));
    }
    rows.push({ length, audioSeconds: (size - 44) / 2 / 22050, cli: median(cli), bytes: median(bytes), proxied: median(proxied) });
  }
} finally {
  await proxy.close();
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// Where the time went with the previous pipeline: eSpeak, then a pitch-synchronous conversion of its output.
const before: Array<{ length: number; synthesis: number; conversion: number }> = [];
for (const length of [200, 1000]) {
  const text = textOf(length);
  await synthesize(text, { language: 'en', gender: 'female' });
  const synthesis: number[] = [];
  const conversion: number[] = [];
  for (let i = 0; i < 3; i++) {
    let speech: Float32Array = new Float32Array();
    synthesis.push(await timed(async () => (speech = await synthesize(text, { language: 'en', gender: 'female', range: 54 }))));
    conversion.push(await timed(async () => convertVoice(speech, SYNTHESIS_RATE, { sourceF0: null, targetF0: 205, formantRatio: 1.12 })));
  }
  before.push({ length, synthesis: median(synthesis), conversion: median(conversion) });
}

const lines = [
  '| characters | audio (s) | espeak-ng CLI median (ms) | tts/bytes median (ms) | ratio | through the proxy median (ms) | proxy ratio |',
  '|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((row) => `| ${row.length} | ${row.audioSeconds.toFixed(1)} | ${row.cli.toFixed(1)} | ${row.bytes.toFixed(1)} | ${(row.bytes / row.cli).toFixed(2)}× | ${row.proxied.toFixed(1)} | ${(row.proxied / row.cli).toFixed(2)}× |`),
  '',
  'Before this change, each voice got its character after synthesis (eSpeak in wasm, then PSOLA), in this thread:',
  '',
  '| characters | eSpeak wasm (ms) | conversion afterwards (ms) |',
  '|---:|---:|---:|',
  ...before.map((row) => `| ${row.length} | ${row.synthesis.toFixed(1)} | ${row.conversion.toFixed(1)} |`),
];
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`;
console.log(lines.join('\n'));
console.log(`\n${machine}`);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'speech-synthesis.md'),
  `# Speech synthesis: tts/bytes against the espeak-ng command line\n\nMeasured by \`bench/speech-synthesis.bench.ts\` on ${new Date().toISOString().slice(0, 10)} (${machine}). ` +
    'Voice samantha (eSpeak en-us with the voice as a variant) against `espeak-ng -v en-us+f2 --stdout`, runs alternating, medians. "Through the proxy" is the browser\'s route (`/tts/en-rt/tts/bytes` on our proxy, signed in with the demo user\'s key, the service key added by the proxy); both ratios are against the CLI.\n\n' +
    `${lines.join('\n')}\n`,
);
