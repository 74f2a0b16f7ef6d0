import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { memoryInUseMb } from '../../server-common/testing/memory-in-use';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { MAX_PENDING_CHARACTERS } from './sentence-buffer';
import { MAX_CONTEXTS_PER_SOCKET } from './tts-routes';

/**
 * The TTS socket against a client that asks and does not read (the attack run's cases). The sandbox runs in this
 * process, so its memory is this process's: the figures are the main thread's heap and buffers (where a socket's
 * unsent messages live), after a full collection, against the level before.
 */

let sandbox: ListeningSandbox;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

type Reply = { type: string; context_id?: string; error?: string; status_code?: number };

function connect(): Promise<WebSocket> {
  const socket = new WebSocket(
    `${sandbox.url.replace('http', 'ws')}/v1/public/tts/en-rt/tts/websocket?api_key=sandbox-service-key`,
  );
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) =>
    socket.readyState === WebSocket.CLOSED ? resolve(1006) : socket.once('close', resolve),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const longText = 'The quick brown fox jumps over the lazy dog near the quiet river bank. '.repeat(69).slice(0, 4900);

describe('the TTS socket against a client that does not read', () => {
  it('stops speaking while the client does not read, and gives the memory back when it leaves', async () => {
    // A first pass grows the speech pool to its size, so its threads do not count as growth.
    const warm = await connect();
    let done = 0;
    warm.on('message', (data) => JSON.parse(data.toString()).type === 'done' && done++);
    for (let i = 0; i < 4; i++)
      warm.send(
        JSON.stringify({
          context_id: `w${i}`,
          transcript: longText.slice(0, 600),
          voice: { id: 'samantha' },
          output_format: { sample_rate: 48000, encoding: 'pcm_f32le' },
        }),
      );
    await vi.waitFor(() => expect(done).toBe(4), { timeout: 30_000 });
    warm.close();
    const before = await memoryInUseMb();

    const socket = await connect();
    socket.pause();
    let peak = 0;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) {
        socket.send(
          JSON.stringify({
            context_id: `${round}-${i}`,
            transcript: longText,
            voice: { id: 'samantha' },
            output_format: { sample_rate: 48000, encoding: 'pcm_f32le' },
          }),
        );
      }
      for (let tick = 0; tick < 20; tick++) {
        await sleep(200);
        peak = Math.max(peak, (await memoryInUseMb()) - before);
      }
    }
    socket.terminate();
    await closed(socket);
    await sleep(2000);
    const after = (await memoryInUseMb()) - before;
    // 10 × 4,900 characters at 48 kHz is about 50 minutes of audio, 770 MB as base64 float samples: unbounded, the
    // buffers grew by 290 MB in these 8 s here. Bounded, a few chunks wait in the send buffer (about 10 MB).
    expect(peak).toBeLessThan(40);
    expect(after).toBeLessThan(8);
  }, 60_000);

  it('bounds the contexts of a socket, and the text each holds, and says so when it refuses', async () => {
    const socket = await connect();
    const replies: Reply[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(data.toString()) as Reply));
    const words = 'word '.repeat(999);
    for (let i = 0; i < 40; i++)
      socket.send(
        JSON.stringify({ context_id: `c${i}`, transcript: words, voice: { id: 'samantha' }, continue: true }),
      );
    await vi.waitFor(() => expect(replies.length).toBe(40 - MAX_CONTEXTS_PER_SOCKET), { timeout: 10_000 });
    expect(replies.every((reply) => reply.type === 'error' && reply.status_code === 429)).toBe(true);
    expect(replies[0]).toEqual({
      type: 'error',
      status_code: 429,
      context_id: `c${MAX_CONTEXTS_PER_SOCKET}`,
      error: expect.stringContaining(`At most ${MAX_CONTEXTS_PER_SOCKET} contexts`),
    });
    replies.length = 0;
    socket.send(
      JSON.stringify({
        context_id: 'c0',
        transcript: 'x'.repeat(MAX_PENDING_CHARACTERS - words.length + 1),
        voice: { id: 'samantha' },
        continue: true,
      }),
    );
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({
      type: 'error',
      status_code: 413,
      context_id: 'c0',
      error: expect.stringContaining('already holds 4995 characters'),
    });
    // Cancelling frees the place for a new context.
    socket.send(JSON.stringify({ context_id: 'c1', cancel: true }));
    socket.send(JSON.stringify({ context_id: 'new', transcript: 'Hello.', voice: { id: 'samantha' } }));
    await vi.waitFor(
      () => expect(replies.some((reply) => reply.type === 'done' && reply.context_id === 'new')).toBe(true),
      { timeout: 30_000 },
    );
    socket.close();
  }, 60_000);

  it('never answers an invalid message with more bytes than it had', async () => {
    const socket = await connect();
    const sizes: number[] = [];
    socket.on('message', (data: Buffer) => sizes.push(data.length));
    // Every unknown field is one issue: listed whole, the reply was 3.6 times the message.
    const fields = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`f${i}`, 0]));
    const bad = JSON.stringify({
      context_id: 'k'.repeat(2000),
      transcript: 'Hi.',
      voice: { id: 'samantha' },
      ...fields,
    });
    for (let i = 0; i < 20; i++) socket.send(bad);
    await vi.waitFor(() => expect(sizes).toHaveLength(20));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(bad.length);
    socket.close();
  });

  it('stops reading a client that floods it with small messages and reads nothing', async () => {
    const before = await memoryInUseMb();
    const socket = await connect();
    socket.pause();
    for (let i = 0; i < 200_000; i++) socket.send('{"a":1}');
    await sleep(2000);
    const grown = (await memoryInUseMb()) - before;
    // Each is answered with an error: 200,000 of them unread were 65 MB here before the buffer was bounded. Now
    // the sandbox stops reading once a megabyte of answers waits; what this client still holds unsent is ours.
    expect(grown).toBeLessThan(24);
    socket.terminate();
    await closed(socket);
  }, 30_000);
});
