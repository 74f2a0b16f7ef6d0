import { BotAudioClock } from '../../audio-formats/bot-audio-clock';
import { PLAYER_RATE } from '../../sandbox/agents/paced-speaker';
import { MIC_RATE, type RtviTestClient } from '../../sandbox/agents/testing/rtvi-test-client';
import { encodeAudioFrame } from '../../sandbox/agents/protobuf-frames';
import { floatToS16le } from '../../audio-formats/pcm-encodings';

/**
 * 16 ms of 16 kHz s16le: the frame the agent panel's WavMediaManager(512, 16000) sends (RECORDER_CHUNK_BYTES in
 * src/features/agent-panel/session/transport-factory.ts, a size in bytes; the studio's tsconfig keeps src/ apart).
 */
const FRAME_BYTES = 512;
const FRAME_MS = (FRAME_BYTES / 2 / MIC_RATE) * 1000;

/**
 * The microphone, on a fixed audio clock: frame k holds the audio of [k × 16 ms, (k + 1) × 16 ms) from the start
 * and leaves when its last sample has been captured, at the end of its slot, as a real device's frame does; speech
 * from `queue` when there is any, else silence.
 */
function microphone(agent: RtviTestClient) {
  const silence = new Uint8Array(FRAME_BYTES);
  let queue: Uint8Array = new Uint8Array(0);
  let onSent: ((frameStart: number, offset: number) => void) | null = null;
  let offset = 0;
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const chunk = offset < queue.length ? queue.subarray(offset, offset + FRAME_BYTES) : silence;
    agent.socket.send(
      encodeAudioFrame(
        chunk.length === FRAME_BYTES ? chunk : Buffer.concat([chunk, silence.subarray(chunk.length)]),
        MIC_RATE,
      ),
    );
    if (offset < queue.length) {
      onSent?.(started + frame * FRAME_MS, offset);
      offset += FRAME_BYTES;
    }
    frame++;
    setTimeout(tick, Math.max(0, started + (frame + 1) * FRAME_MS - performance.now()));
  };
  setTimeout(tick, FRAME_MS);
  return {
    /**
     * Queues speech; resolves, once the frame holding byte `lastVoicedByte` has left, with when that byte was
     * spoken on the microphone's clock: the end of speech, as the page's analyser times it in the browser.
     */
    say(pcm: Uint8Array, lastVoicedByte: number): Promise<number> {
      queue = pcm;
      offset = 0;
      return new Promise((resolve) => {
        onSent = (frameStart, sentOffset) => {
          if (sentOffset + FRAME_BYTES > lastVoicedByte) {
            onSent = null;
            resolve(frameStart + ((lastVoicedByte - sentOffset) / 2 / MIC_RATE) * 1000);
          }
        };
      });
    },
    stop: () => void (stopped = true),
  };
}

/**
 * From `from` to the bot's first audible sample, timed as the panel times it (BotAudioClock): each frame played on
 * arrival unless earlier ones are still queued, so both clients report the same instant of the same reply. Also
 * from `from` to the arrival of the reply's first audio frame, the trace's point of comparison with the browser.
 */
const firstAudioAfter = async (agent: RtviTestClient, from: number): Promise<{ heard: number; frame: number }> => {
  const deadline = performance.now() + 20_000;
  const clock = new BotAudioClock(PLAYER_RATE);
  let next = -1;
  for (;;) {
    if (next < 0) next = agent.audio.findIndex((candidate) => candidate.at > from);
    for (; next >= 0 && next < agent.audio.length; next++) {
      const frame = agent.audio[next]!;
      const heardAt = clock.push(frame.samples, frame.at);
      if (heardAt !== null)
        return { heard: heardAt - from, frame: agent.audio.find((candidate) => candidate.at > from)!.at - from };
    }
    if (performance.now() > deadline)
      throw new Error(
        `no bot audio within 20 s; events: ${agent.events
          .slice(-8)
          .map((event) => event.type)
          .join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

const stoppedSpeaking = (agent: RtviTestClient) => {
  const before = agent.count('bot-stopped-speaking');
  return agent.waitFor(() => agent.count('bot-stopped-speaking') > before, 60_000);
};

/**
 * One turn's figures, ms from its start: to the bot's first audible sample (`heard`), to the arrival of its first
 * audio frame (`frame`) and, for a spoken turn, to the arrival of the agent's user-stopped-speaking (`stopped`):
 * its VAD has heard stop_secs of quiet, the moment the panel's own figure starts from.
 */
export type NodeTurn = { heard: number; frame: number; stopped?: number };

/**
 * An agent session driven from Node as a microphone drives it, never faster than real time, one turn at a time so
 * a bench can interleave its turns with another client's: a spoken turn (`speech` then silence; from when
 * its last voiced sample was spoken to the bot's first audible sample) or a typed one (`send-text` to the first
 * audible sample). Each turn waits for bot-stopped-speaking before it resolves, the microphone streaming silence
 * meanwhile until `stop()`. No browser: the agent's own share of the latency.
 */
export function nodeAgentTurns(agent: RtviTestClient, speech: Float32Array) {
  const pcm = floatToS16le(speech);
  const lastVoicedByte = speech.findLastIndex((sample) => Math.abs(sample) > 0.02) * 2;
  const mic = microphone(agent);
  const turn = async (start: () => Promise<number>): Promise<NodeTurn> => {
    const done = stoppedSpeaking(agent);
    const from = await start();
    const figures = await firstAudioAfter(agent, from);
    await done;
    const stopped = agent.events.find((event) => event.type === 'user-stopped-speaking' && event.at > from);
    return stopped ? { ...figures, stopped: stopped.at - from } : figures;
  };
  return {
    spoken: () => turn(() => mic.say(pcm, lastVoicedByte)),
    typed: (text: string) =>
      turn(async () => {
        const sent = performance.now();
        agent.send('send-text', { content: text, options: {} });
        return sent;
      }),
    stop: mic.stop,
  };
}
