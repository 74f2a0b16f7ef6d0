import { launchAndConnect, MIC_RATE, microphoneSpeech, type RtviTestClient } from '../sandbox/agents/testing/rtvi-test-client';
import { encodeAudioFrame } from '../sandbox/agents/protobuf-frames';
import { floatToS16le } from '../sandbox/audio/wav';
import { BenchReport } from './support/bench-report';
import { startSandboxProcess } from './support/sandbox-process';
import { median, ms, quantile } from './support/stats';

/**
 * Group 6, real time: an agent session in a sandbox of its own process, fed as a microphone feeds it: 32 ms
 * frames of 16 kHz s16le (the web client's WavMediaManager(512, 16000)) every 32 ms, speech and then silence,
 * never faster than real time. Over 20 turns each:
 * - voice: from the end of the user's speech (when the frame holding its last voiced sample was sent) to the
 *   bot's first audio frame. The floor is user_turn_max_silence_secs: the agent must wait that long to know the
 *   turn is over, so "above the floor" is the agent's own work (VAD smoothing, reply, first sentence of speech);
 * - text: from `send-text` to the bot's first audio frame (no turn detection, so no floor).
 * Each turn waits for bot-stopped-speaking before the next, the microphone streaming silence meanwhile.
 * The user's path through Chromium, the proxy and the studio's agent panel is the browser-realtime group; this one
 * keeps the agent's own share without a browser: the end of speech is the exact frame that carried it, so the
 * figure above the floor is the agent's work alone, and the difference to browser-realtime is the client's.
 */
const TURNS = Number(process.env.BENCH_TURNS ?? 20);
const FRAME_BYTES = 1024;
const FRAME_MS = (FRAME_BYTES / 2 / MIC_RATE) * 1000;
const TURN_SILENCE_SECS = 0.5;
const report = new BenchReport(
  'realtime-latency',
  'Real time: agent response latency',
  `An agent session fed like a microphone (32 ms frames every 32 ms), ${TURNS} turns each way, sandbox in its own process. Voice latency is measured from the end of the user's speech; its floor is the launch's user_turn_max_silence_secs (${TURN_SILENCE_SECS} s), which the agent must wait out.`,
);
const sandbox = await startSandboxProcess();

/** The microphone: one 32 ms frame every 32 ms on a fixed clock, speech from `queue` when there is any, else silence. */
function microphone(agent: RtviTestClient) {
  const silence = new Uint8Array(FRAME_BYTES);
  let queue: Uint8Array = new Uint8Array(0);
  let onSent: ((at: number, offset: number) => void) | null = null;
  let offset = 0;
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const chunk = offset < queue.length ? queue.subarray(offset, offset + FRAME_BYTES) : silence;
    agent.socket.send(encodeAudioFrame(chunk.length === FRAME_BYTES ? chunk : Buffer.concat([chunk, silence.subarray(chunk.length)]), MIC_RATE));
    if (offset < queue.length) {
      onSent?.(performance.now(), offset);
      offset += FRAME_BYTES;
    }
    frame++;
    setTimeout(tick, Math.max(0, started + frame * FRAME_MS - performance.now()));
  };
  tick();
  return {
    /** Queues speech; resolves with the time the frame holding byte `lastVoicedByte` was sent. */
    say(pcm: Uint8Array, lastVoicedByte: number): Promise<number> {
      queue = pcm;
      offset = 0;
      return new Promise((resolve) => {
        onSent = (at, sentOffset) => {
          if (sentOffset + FRAME_BYTES > lastVoicedByte) {
            onSent = null;
            resolve(at);
          }
        };
      });
    },
    stop: () => void (stopped = true),
  };
}

const firstAudioAfter = async (agent: RtviTestClient, from: number): Promise<number> => {
  const deadline = performance.now() + 20_000;
  for (;;) {
    const frame = agent.audio.find((candidate) => candidate.at > from);
    if (frame) return frame.at - from;
    if (performance.now() > deadline) throw new Error(`no bot audio within 20 s; events: ${agent.events.slice(-8).map((event) => event.type).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};
const stoppedSpeaking = (agent: RtviTestClient) => {
  const before = agent.count('bot-stopped-speaking');
  return agent.waitFor(() => agent.count('bot-stopped-speaking') > before, 60_000);
};

const summary = (label: string, values: number[], floor: number) => ({
  measure: label,
  turns: values.length,
  'median ms': ms(median(values)),
  'p95 ms': ms(quantile(values, 0.95)),
  'max ms': ms(Math.max(...values)),
  'floor ms': floor ? ms(floor) : '0',
  'median above floor ms': ms(median(values) - floor),
  'first turn ms': ms(values[0]!),
});

try {
  const speech = await microphoneSpeech('Could you read me the first conversion please', { leadSeconds: 0.2, tailSeconds: 0 });
  const pcm = floatToS16le(speech);
  const lastVoicedByte = speech.findLastIndex((sample) => Math.abs(sample) > 0.02) * 2;

  const agent = await launchAndConnect(sandbox.url, { preset: 'concierge', user_turn_max_silence_secs: TURN_SILENCE_SECS });
  await agent.ready();
  const mic = microphone(agent);
  const voice: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    const done = stoppedSpeaking(agent);
    const speechEnd = await mic.say(pcm, lastVoicedByte);
    voice.push(await firstAudioAfter(agent, speechEnd));
    await done;
  }
  const text: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    const done = stoppedSpeaking(agent);
    const sent = performance.now();
    agent.send('send-text', { content: `What is on my list for take ${turn + 1}?`, options: {} });
    text.push(await firstAudioAfter(agent, sent));
    await done;
  }
  mic.stop();
  agent.socket.close();
  report.table('Agent: to the bot\'s first audio frame', [
    summary('voice: end of speech → first bot audio', voice, TURN_SILENCE_SECS * 1000),
    summary('text: send-text → first bot audio', text, 0),
  ], [
    'The first turn includes starting the sandbox\'s audio worker (eSpeak and the VAD load on first use).',
    `Voice turns per value (ms): ${voice.map((value) => value.toFixed(0)).join(', ')}.`,
    `Text turns per value (ms): ${text.map((value) => value.toFixed(0)).join(', ')}.`,
  ]);
  report.write();
} finally {
  await sandbox.stop();
}
