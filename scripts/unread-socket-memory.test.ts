import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBackendProcess, type BackendProcess } from './testing/backend-process';

/**
 * The attack run's main case, on the backend as `npm start` runs it (proxy and sandbox in a process of their own,
 * its RSS measured): a signed-in user's socket on `/tts/en-rt/tts/websocket` that stops reading and keeps asking
 * for 4,900-character transcripts at 48 kHz pcm_f32le, each in its own context. Unbounded, RSS went from 202 to
 * 1,586 MB in 40 s and stayed there after the client left. Without the send buffers' bound (the other limits in
 * place) it grew by 176 MB here in 6 s and held 108 MB after; now about 14 MB, and below the start level after.
 */
let backend: BackendProcess;
const MB = 1024 * 1024;
const LONG = 'The quick brown fox jumps over the lazy dog near the quiet river bank. '.repeat(69).slice(0, 4900);
const FORMAT = { sample_rate: 48000, encoding: 'pcm_f32le' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(): Promise<WebSocket> {
  const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/tts/en-rt/tts/websocket`, {
    headers: { 'api-key': 'sandbox-demo-key' },
  });
  return new Promise((resolve, reject) => (socket.once('open', () => resolve(socket)), socket.once('error', reject)));
}

beforeAll(async () => {
  backend = await startBackendProcess();
  backend.url = backend.url.replace('localhost', '127.0.0.1');
  // Long contexts read to their end first: the speech pool grows to its threads, part of the start state.
  const warm = await connect();
  let done = 0;
  warm.on('message', (data: Buffer) => data.length < 200 && data.includes('"done"') && done++);
  for (let i = 0; i < 4; i++)
    warm.send(
      JSON.stringify({
        context_id: `w${i}`,
        transcript: LONG.slice(0, 300),
        voice: { id: 'samantha' },
        output_format: FORMAT,
      }),
    );
  while (done < 4) await sleep(50);
  warm.close();
  await sleep(500);
});
afterAll(() => backend.stop());

describe('a TTS socket whose client does not read', () => {
  it('holds the backend’s memory within bounds while it asks, and gives it back when the client leaves', async () => {
    const start = await backend.rss();
    const socket = await connect();
    socket.pause();
    let peak = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++)
        socket.send(
          JSON.stringify({
            context_id: `${round}-${i}`,
            transcript: LONG,
            voice: { id: 'samantha' },
            output_format: FORMAT,
          }),
        );
      for (let tick = 0; tick < 10; tick++) {
        await sleep(200);
        peak = Math.max(peak, (await backend.rss()) - start);
      }
    }
    socket.terminate();
    await sleep(1500);
    const after = (await backend.rss()) - start;
    expect(
      peak,
      `RSS ${Math.round(start / MB)} MB at start, ${Math.round((start + peak) / MB)} MB at most`,
    ).toBeLessThan(80 * MB);
    expect(after, `RSS ${Math.round((start + after) / MB)} MB after the client left`).toBeLessThan(40 * MB);
  }, 60_000);
});
