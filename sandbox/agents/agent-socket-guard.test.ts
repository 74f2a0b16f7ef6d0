import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { encodeMessageFrame } from './protobuf-frames';
import { MAX_AGENT_FRAME_BYTES } from '../../contract/agents/rtvi';
import { launchAndConnect, type RtviTestClient } from './testing/rtvi-test-client';

/**
 * Issue 18 item 1: each of these frames, sent on an agent's socket, used to throw out of the message listener and
 * end the whole process. Now only that socket closes, with the RFC 6455 code for what was wrong, and the server
 * goes on serving: the next launch still talks.
 */
let sandbox: ListeningSandbox;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

const connect = () => launchAndConnect(sandbox.url, { system_prompt: 'Be brief.' });
const deepClientMessage = (levels: number) =>
  encodeMessageFrame(
    `{"label":"rtvi-ai","type":"client-message","id":"deep","data":{"t":"x","d":${'['.repeat(levels)}${']'.repeat(levels)}}}`,
  );

async function expectServing(): Promise<void> {
  const agent = await connect();
  await agent.ready();
  agent.socket.close();
}

async function sendAndClose(agent: RtviTestClient, frame: Buffer | string): Promise<number> {
  agent.socket.send(frame);
  return agent.closed;
}

describe('an agent socket that receives a frame it cannot read', () => {
  const binary: Array<[string, Buffer]> = [
    ['07 (wire type 7)', Buffer.from([0x07])],
    ['80 (truncated varint)', Buffer.from([0x80])],
    ['0a (length missing)', Buffer.from([0x0a])],
    ['0b (group wire type)', Buffer.from([0x0b])],
    ['ten ff bytes (over-long varint)', Buffer.alloc(10, 0xff)],
    ['a length past the end', Buffer.from([0x22, 0x7f, 0x0a, 0x01])],
    ['a client-message nested 10,000 levels deep', deepClientMessage(10_000)],
  ];
  it.each(binary)('closes only that socket with 1007: %s', async (_name, frame) => {
    const agent = await connect();
    await agent.ready();
    expect(await sendAndClose(agent, frame)).toBe(1007);
    await expectServing();
  });

  it('closes a text frame ("hello") with 1003: the transport sends binary protobuf only', async () => {
    const agent = await connect();
    expect(await sendAndClose(agent, 'hello')).toBe(1003);
    await expectServing();
  });

  it('takes a client-message of legitimate depth and the largest legitimate size, and refuses one byte more (1009)', async () => {
    const agent = await connect();
    await agent.ready();
    agent.socket.send(deepClientMessage(60));
    expect(await agent.waitFor((event) => event.type === 'server-response' && event.id === 'deep')).toBeDefined();
    const envelope = (padding: number) =>
      encodeMessageFrame(
        `{"label":"rtvi-ai","type":"client-message","id":"big","data":{"t":"x","d":"${'y'.repeat(padding)}"}}`,
      );
    // Both protobuf lengths take three bytes at this size.
    const overhead = envelope(200_000).length - 200_000;
    agent.socket.send(envelope(MAX_AGENT_FRAME_BYTES - overhead));
    expect(await agent.waitFor((event) => event.type === 'server-response' && event.id === 'big')).toBeDefined();
    expect(await sendAndClose(agent, envelope(MAX_AGENT_FRAME_BYTES - overhead + 1))).toBe(1009);
  });

  it('refuses a 20 MB audio frame with 1009 before buffering it', async () => {
    const agent = await connect();
    await agent.ready();
    const before = process.memoryUsage().rss;
    expect(await sendAndClose(agent, Buffer.alloc(20 * 1024 * 1024))).toBe(1009);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    await expectServing();
  });
});
