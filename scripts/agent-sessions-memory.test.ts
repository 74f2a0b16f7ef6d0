import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatToS16le } from '../audio-formats/pcm-encodings';
import { launchAndConnect, type RtviTestClient } from '../sandbox/agents/testing/rtvi-test-client';
import { COMMAND_PROMPT, COMMAND_TOOLS } from '../sandbox/agents/speech-recognition/testing/command-tools';
import { espeakCommand } from '../sandbox/agents/speech-recognition/testing/espeak-command';
import { pocketSphinxUnavailable } from '../sandbox/agents/speech-recognition/pocketsphinx';
import { startBackendProcess, type BackendProcess } from './testing/backend-process';

/**
 * Many agent sessions, AT_ONCE at a time, each leaving while the agent waits for its client tool's result, against
 * the server in its own process: the process does not grow with them. Before, a turn answered by the client's
 * leaving made a speaker that held its audio forever, and every such session stayed (about 0.3 MB each, with a
 * timer firing every second). Spoken, the turn also borrows one of the recognizer's decoders, native memory that a
 * session used to make and free for itself (the process kept about 0.66 MB of each). Each session's prompt differs,
 * so each sets a grammar of its own.
 */
const deaf = await pocketSphinxUnavailable();
if (deaf) console.warn(`PocketSphinx is not installed (${deaf}): skipping the spoken sessions' memory test`);

/**
 * Sessions that bring the process to its working size (V8's heap, the threads' allocators), then those measured.
 * The spoken test follows the typed one in the same process, so it needs only its decoders warmed. Each count
 * makes the leak it guards against outgrow the 25 MB bound by half again or more: a typed session kept about
 * 0.3 MB (36 MB over 120), a spoken one about 0.66 MB (42 MB over 64); the process varied by 2–6 MB without it.
 */
const WARM_UP = { typed: 120, spoken: 16 };
const SESSIONS = { typed: 120, spoken: 64 };
const AT_ONCE = 8;
const MB = 1024 * 1024;
let backend: BackendProcess;
let speech: Uint8Array;

/** One session: it asks for the dark theme (typed or spoken) and leaves once the agent calls the theme tool. */
async function session(prompt: string, spoken: boolean): Promise<unknown> {
  const agent: RtviTestClient = await launchAndConnect(backend.sandboxUrl, {
    system_prompt: prompt,
    client_tools: COMMAND_TOOLS,
    user_turn_max_silence_secs: 0.5,
  });
  await agent.ready();
  if (spoken) await agent.sendPcm(speech, { paced: false });
  else
    agent.send('send-text', {
      content: 'switch to the dark theme',
      options: { run_immediately: true, audio_response: true },
    });
  const call = await agent.waitFor((event) => event.type === 'llm-function-call-in-progress', 30_000);
  agent.socket.close();
  await agent.closed;
  return call.data?.arguments;
}

/** `count` sessions, AT_ONCE at a time, each with a prompt of its own: the tool arguments each was called with. */
async function sessions(count: number, spoken: boolean): Promise<unknown[]> {
  const calls: unknown[] = [];
  for (let wave = 0; wave < count / AT_ONCE; wave++)
    calls.push(
      ...(await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) =>
          session(`${COMMAND_PROMPT} You are helper ${spoken ? 's' : 't'}${wave}-${index}.`, spoken),
        ),
      )),
    );
  return calls;
}

/** The process's growth over SESSIONS sessions after WARM_UP, and that every one called the tool rightly. */
async function growth(spoken: boolean): Promise<number> {
  const kind = spoken ? 'spoken' : 'typed';
  await sessions(WARM_UP[kind], spoken);
  const before = await backend.rss();
  const calls = await sessions(SESSIONS[kind], spoken);
  expect(calls.filter((args) => (args as { mode?: string } | undefined)?.mode === 'dark')).toHaveLength(SESSIONS[kind]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await backend.rss();
  console.log(`${kind} sessions: RSS ${(before / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB`);
  return after - before;
}

beforeAll(async () => {
  speech = floatToS16le(await espeakCommand('switch to the dark theme', { tailSeconds: 1.5 }));
  backend = await startBackendProcess();
});
afterAll(() => backend?.stop());

describe('agent sessions that leave during a tool call', () => {
  it(`leave nothing behind: typed, ${SESSIONS.typed} sessions after ${WARM_UP.typed}`, async () => {
    expect(await growth(false)).toBeLessThan(25 * MB);
  }, 120_000);

  it.skipIf(!!deaf)(
    `leave nothing behind: spoken and heard, ${SESSIONS.spoken} sessions after ${WARM_UP.spoken}`,
    async () => {
      expect(await growth(true)).toBeLessThan(25 * MB);
    },
    120_000,
  );
});
