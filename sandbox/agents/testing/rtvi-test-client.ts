import WebSocket from 'ws';
import { resample } from '../../audio/dsp/resample';
import { synthesize, SYNTHESIS_RATE } from '../../audio/synthesis/synthesis';
import { SANDBOX_SERVICE_KEY } from '../../service-key';
import { decodeFrame, encodeAudioFrame, encodeMessageFrame } from '../protobuf-frames';

/**
 * A Node stand-in for the pipecat client, for tests and benchmarks: protobuf frames both ways, every RTVI event
 * and bot audio frame kept with the time it arrived. The browser test uses the real client instead.
 */
export type RtviEvent = { type: string; id?: string; data?: Record<string, unknown>; at: number };

export const MIC_RATE = 16000;
/** 16 ms of 16 kHz s16le, the chunk the real client sends. */
export const MIC_CHUNK_BYTES = 512;

export function launchAgent(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${SANDBOX_SERVICE_KEY}` },
): Promise<Response> {
  return fetch(`${baseUrl}/agents/launch`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function launchAndConnect(baseUrl: string, body: Record<string, unknown>): Promise<RtviTestClient> {
  const response = await launchAgent(baseUrl, { transport: 'websocket', ...body });
  if (!response.ok) throw new Error(`launch answered ${response.status}: ${await response.text()}`);
  return connectAgent(((await response.json()) as { wsUrl: string }).wsUrl);
}

export type RtviTestClient = Awaited<ReturnType<typeof connectAgent>>;

export async function connectAgent(wsUrl: string) {
  const socket = new WebSocket(wsUrl);
  const events: RtviEvent[] = [];
  /** Bot audio frames: when each arrived, its size, and its s16 samples (for timing the first audible one). */
  const audio: Array<{ at: number; bytes: number; samples: Int16Array }> = [];
  socket.on('message', (data: Buffer) => {
    const frame = decodeFrame(data);
    if (frame.kind === 'message')
      events.push({ ...(JSON.parse(frame.data) as Omit<RtviEvent, 'at'>), at: performance.now() });
    if (frame.kind === 'audio')
      audio.push({
        at: performance.now(),
        bytes: frame.audio.length,
        samples: new Int16Array(frame.audio.slice().buffer, 0, frame.audio.length >> 1),
      });
  });
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  const send = (type: string, data?: unknown, id = Math.random().toString(16).slice(2, 10)) =>
    socket.send(
      encodeMessageFrame(JSON.stringify({ label: 'rtvi-ai', type, id, ...(data === undefined ? {} : { data }) })),
    );

  /** The default deadline is wide: it only turns a missing event into a message listing what came instead. */
  const waitFor = async (predicate: (event: RtviEvent) => boolean, timeoutMs = 60_000): Promise<RtviEvent> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out; saw ${events.map((event) => event.type).join(', ')}`);
  };

  /** Sends 16 kHz s16le in the client's 512-byte frames, paced in real time unless `paced` is false. */
  const sendPcm = async (pcm: Uint8Array, { paced = true } = {}) => {
    const started = performance.now();
    for (let offset = 0; offset < pcm.length; offset += MIC_CHUNK_BYTES) {
      socket.send(encodeAudioFrame(pcm.subarray(offset, Math.min(pcm.length, offset + MIC_CHUNK_BYTES)), MIC_RATE));
      if (!paced) continue;
      const due = started + ((offset + MIC_CHUNK_BYTES) / 2 / MIC_RATE) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
  };

  const ready = async () => {
    send('client-ready', { version: '2.1.0', about: { library: 'rtvi-test-client' } });
    return waitFor((event) => event.type === 'bot-ready');
  };

  return {
    socket,
    events,
    audio,
    closed,
    send,
    waitFor,
    sendPcm,
    ready,
    audioBytes: () => audio.reduce((sum, frame) => sum + frame.bytes, 0),
    count: (type: string) => events.filter((event) => event.type === type).length,
  };
}

/**
 * Speech from the sandbox's engine as a microphone would give it: 16 kHz mono, peaks at about −2 dBFS, with
 * silence before and after. Floats, so a test can write a WAV or send s16le.
 */
export async function microphoneSpeech(
  text: string,
  { leadSeconds = 0.5, tailSeconds = 1, language = 'en' as 'en' | 'uk' } = {},
): Promise<Float32Array> {
  const speech = resample(await synthesize(text, { language, gender: 'male' }), SYNTHESIS_RATE, MIC_RATE);
  const peak = speech.reduce((max, sample) => Math.max(max, Math.abs(sample)), 1e-6);
  const out = new Float32Array(Math.round((leadSeconds + tailSeconds) * MIC_RATE) + speech.length);
  const lead = Math.round(leadSeconds * MIC_RATE);
  for (let i = 0; i < speech.length; i++) out[lead + i] = (speech[i]! * 0.8) / peak;
  return out;
}
