import WebSocket from 'ws';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeFrame, encodeAudioFrame, encodeMessageFrame } from '../sandbox/agents/protobuf-frames';
import { syntheticVowel } from '../sandbox/audio/testing/synthetic-voice';
import { floatToS16le } from '../sandbox/audio/wav';
import { createSandbox } from '../sandbox/server';

/**
 * Real-time figures against a fresh sandbox: time to the first TTS chunk for a 200-character text (SSE and
 * WebSocket), and, for the agent, the time from the end of the user's turn (the last audio frame plus
 * user_turn_max_silence_secs) to the bot's first audio frame. Five runs each; the first includes worker start.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rt-'));
const sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 });
const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const text = 'Welcome back to the studio. Your three conversions finished while you were away, and the long take from this morning is ready to compare. Shall I play the first one for you now, or open the folder?';

async function sseFirstChunk(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/public/tts/en-rt/tts/sse`, {
    method: 'POST',
    headers: { 'x-api-key': 'sandbox-service-key', 'content-type': 'application/json' },
    body: JSON.stringify({ transcript: text, voice: { id: 'samantha' } }),
  });
  const reader = response.body!.getReader();
  await reader.read();
  const first = performance.now() - started;
  while (!(await reader.read()).done) {
    /* drain */
  }
  return first;
}

async function wsFirstChunk(): Promise<number> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket?api_key=sandbox-service-key`);
  await new Promise((resolve) => socket.once('open', resolve));
  const started = performance.now();
  const first = new Promise<number>((resolve) => socket.once('message', () => resolve(performance.now() - started)));
  socket.send(JSON.stringify({ context_id: 'bench', transcript: text, voice: { id: 'samantha' } }));
  const ms = await first;
  socket.close();
  return ms;
}

async function agentTurnGap(): Promise<number> {
  const launch = await fetch(`${url}/agents/launch`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox-service-key', 'content-type': 'application/json' },
    body: JSON.stringify({ preset: 'concierge', transport: 'websocket', user_turn_max_silence_secs: 0.5 }),
  });
  const socket = new WebSocket(((await launch.json()) as { wsUrl: string }).wsUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(encodeMessageFrame(JSON.stringify({ label: 'rtvi-ai', type: 'client-ready', id: 'r', data: { version: '2.1.0' } })));
  const voice = syntheticVowel({ f0: 140, seconds: 1, sampleRate: 16000 });
  const pcm = floatToS16le(voice.samples);
  let lastFrameAt = 0;
  const firstAudio = new Promise<number>((resolve) =>
    socket.on('message', (data: Buffer) => {
      if (decodeFrame(data).kind === 'audio') resolve(performance.now());
    }),
  );
  for (let offset = 0; offset < pcm.length; offset += 512) {
    socket.send(encodeAudioFrame(pcm.subarray(offset, offset + 512), 16000));
    await new Promise((resolve) => setTimeout(resolve, 16));
    lastFrameAt = performance.now();
  }
  const gap = (await firstAudio) - lastFrameAt - 500;
  socket.close();
  return gap;
}

const runs = async (measure: () => Promise<number>) => {
  const values: number[] = [];
  for (let i = 0; i < 5; i++) values.push(await measure());
  return values.map((ms) => ms.toFixed(0)).join(', ') + ' ms';
};

try {
  console.table([
    { measure: `TTS first chunk, SSE, ${text.length} characters`, runs: await runs(sseFirstChunk) },
    { measure: `TTS first chunk, WebSocket, ${text.length} characters`, runs: await runs(wsFirstChunk) },
    { measure: 'agent: end of user turn → first bot audio (after the 0.5 s turn silence)', runs: await runs(agentTurnGap) },
  ]);
} finally {
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
