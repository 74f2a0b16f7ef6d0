import WebSocket from 'ws';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchAndConnect, MIC_RATE, microphoneSpeech } from '../sandbox/agents/testing/rtvi-test-client';
import { floatToS16le } from '../sandbox/audio/wav';
import { createSandbox } from '../sandbox/server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/service-key';

/**
 * Real-time figures against a fresh sandbox in this process:
 * - time to the first TTS chunk for a 200-character English text, over JSON lines (SSE) and WebSocket;
 * - for the agent, the time from the end of the user's turn to the bot's first audio frame. The user's turn ends
 *   user_turn_max_silence_secs (0.5 s here) after their speech does: speech from the sandbox's engine is sent in
 *   real time in the client's 16 ms frames, and the end of speech is when its last voiced frame left.
 * Five runs each; the first of each includes starting a synthesis worker.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rt-'));
const sandbox = await createSandbox({ port: 0, host: '127.0.0.1', dataDir, maxUploadBytes: 1e7 });
const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const text = 'Welcome back to the studio. Your three conversions finished while you were away, and the long take from this morning is ready to compare. Shall I play the first one for you now, or open their folders?';
const TURN_SILENCE_SECS = 0.5;

async function sseFirstChunk(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/public/tts/en-rt/tts/sse`, {
    method: 'POST',
    headers: { 'x-api-key': SANDBOX_SERVICE_KEY, 'content-type': 'application/json' },
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
  const socket = new WebSocket(`${url.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket?api_key=${SANDBOX_SERVICE_KEY}`);
  await new Promise((resolve) => socket.once('open', resolve));
  const started = performance.now();
  const first = new Promise<number>((resolve) => socket.once('message', () => resolve(performance.now() - started)));
  const done = new Promise((resolve) => socket.on('message', (data: Buffer) => JSON.parse(data.toString()).type === 'done' && resolve(null)));
  socket.send(JSON.stringify({ context_id: 'bench', transcript: text, voice: { id: 'samantha' } }));
  const ms = await first;
  await done;
  socket.close();
  return ms;
}

const speech = await microphoneSpeech('Could you read me the first conversion please', { leadSeconds: 0.3, tailSeconds: TURN_SILENCE_SECS + 1.5 });
const lastVoiced = speech.findLastIndex((sample) => Math.abs(sample) > 0.02);

async function agentTurnGap(): Promise<number> {
  const agent = await launchAndConnect(url, { preset: 'concierge', user_turn_max_silence_secs: TURN_SILENCE_SECS });
  await agent.ready();
  const sendingFrom = performance.now();
  await agent.sendPcm(floatToS16le(speech));
  const turnEnd = sendingFrom + (lastVoiced / MIC_RATE) * 1000 + TURN_SILENCE_SECS * 1000;
  for (let i = 0; i < 500 && agent.audio.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  agent.socket.close();
  if (agent.audio.length === 0) throw new Error(`no bot audio; events: ${agent.events.map((event) => event.type).join(', ')}`);
  return agent.audio[0]!.at - turnEnd;
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
    { measure: `agent: end of user turn (${TURN_SILENCE_SECS} s after speech) → first bot audio`, runs: await runs(agentTurnGap) },
  ]);
} finally {
  await sandbox.app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
