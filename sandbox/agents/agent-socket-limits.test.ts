import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryInUseMb } from '../../server-common/testing/memory-in-use';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { MAX_HISTORY_CHARACTERS } from './chat-history';
import { launchAndConnect } from './testing/rtvi-test-client';

/**
 * An agent's socket against a client that piles up text or does not read. The sandbox runs in this process: the
 * figures are the main thread's heap and buffers after a full collection, against the level before.
 */

let sandbox: ListeningSandbox;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

const connect = () => launchAndConnect(sandbox.url, { system_prompt: 'Be brief.' });
const noteLater = (content: string) => ({ content, options: { run_immediately: false, audio_response: false } });

describe('an agent’s socket', () => {
  it('keeps the conversation within MAX_HISTORY_CHARACTERS and says so when it refuses text', async () => {
    const agent = await connect();
    await agent.ready();
    const third = 'x'.repeat(MAX_HISTORY_CHARACTERS / 3);
    for (const id of ['one', 'two', 'three']) agent.send('send-text', noteLater(third), id);
    agent.send('send-text', noteLater('One more.'), 'four');
    const refused = await agent.waitFor((event) => event.type === 'error-response');
    expect(refused).toMatchObject({
      id: 'four',
      data: {
        error: `The conversation holds at most ${MAX_HISTORY_CHARACTERS} characters of text; this one was not added: launch a new agent`,
      },
    });
    expect(agent.count('error-response')).toBe(1);
    expect(agent.count('user-transcription')).toBe(3);
    agent.socket.close();
  });

  it('does not grow with send-text of a megabyte at a time', async () => {
    const agent = await connect();
    await agent.ready();
    const before = await memoryInUseMb();
    const megabyte = 'y'.repeat(1024 * 1024 - 200);
    for (let i = 0; i < 100; i++) agent.send('send-text', noteLater(megabyte), `m${i}`);
    // Frames are handled in order: once this one is answered, every send-text before it was.
    agent.send('client-message', { t: 'sync' }, 'sync');
    await agent.waitFor((event) => event.type === 'server-response' && event.id === 'sync', 30_000);
    // Kept, the 100 MB of text stayed in the session (600 of them held 715 MB in the attack run).
    expect((await memoryInUseMb()) - before).toBeLessThan(20);
    expect(agent.count('error-response')).toBe(100);
    agent.socket.close();
  }, 40_000);

  it('refuses a message of an unknown type without repeating all of it', async () => {
    const agent = await connect();
    await agent.ready();
    const type = 't'.repeat(500_000);
    agent.send(type, undefined, 'huge');
    const refused = await agent.waitFor((event) => event.type === 'error-response' && event.id === 'huge');
    expect(JSON.stringify(refused).length).toBeLessThan(200);
    agent.socket.close();
  });

  it('stops reading a client that asks for replies and reads none', async () => {
    const agent = await connect();
    await agent.ready();
    agent.socket.pause();
    // Each client-message is answered with what it carried: 40 MB of answers unread.
    const payload = { t: 'echo', d: 'z'.repeat(200_000) };
    for (let i = 0; i < 200; i++) agent.send('client-message', payload, `c${i}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The agent took its buffer's worth (and the kernel's); the rest still waits, unsent, in this client.
    expect(agent.socket.bufferedAmount / 1024 / 1024).toBeGreaterThan(20);
    agent.socket.terminate();
  }, 30_000);
});
