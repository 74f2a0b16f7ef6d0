import {
  PipecatClient,
  LogLevel,
  RTVIEvent,
  type BotOutputData,
  type BotReadyData,
  type TranscriptData,
} from '@pipecat-ai/client-js';
import type { LaunchAnswer } from '@/data/agents/launch-mutation';
import {
  INITIAL_SESSION,
  MAX_EVENTS,
  useAgentSessionStore,
  type AgentSessionState,
  type EventEntry,
} from './agent-session-store';
import type { ToolHandler } from './studio-tool-handlers';
import { addBotOutput, addUserTranscript, beginReply } from './transcript';
import { BotAudioClock } from '@/lib/audio/bot-audio-clock';
import { createTransport, PLAYER_SAMPLE_RATE } from './transport-factory';
import { TurnLatencyMeter } from './turn-latency';
import { FrameBatch } from './frame-batch';
import { randomId } from '@/lib/browser/random-id';
import { usePlayback } from '@/widgets/audio/playback-store';

export const CONNECT_TIMEOUT_MS = 15_000;
/**
 * How long the panel may wait to show a reply's events while its first audio is due. A typed turn's reply starts
 * with some thirty messages before its first audio frame; rendering them as they come put two or three frames of
 * style, layout and paint (5–9 ms each) in front of that audio frame (bench/results/realtime-latency.md).
 */
const REPLY_HOLD_MS = 250;

type Active = { client: PipecatClient; id: number; meter: TurnLatencyMeter };
let active: Active | null = null;
/** Texts typed with run_immediately off, not yet echoed in the transcript: the agent keeps them and answers none. */
let notes: string[] = [];
let sessions = 0;
let eventIds = 0;

const store = useAgentSessionStore;
type Change = Partial<AgentSessionState> | ((state: AgentSessionState) => Partial<AgentSessionState>);
/** What the session's events change, applied as one store update per frame (see FrameBatch). */
const changes = new FrameBatch<Change>((batch) =>
  store.setState((state) =>
    batch.reduce<AgentSessionState>(
      (next, change) => ({ ...next, ...(typeof change === 'function' ? change(next) : change) }),
      state,
    ),
  ),
);
/** A change from the agent's side (a socket message, a tool call): it waits for the next frame. */
const queue = (change: Change) => changes.push(change);
/** A change the user made or a session boundary: it lands now, after everything queued before it. */
const update = (change: Change) => {
  changes.flush();
  store.setState(change);
};
/** A session that has stopped, whichever side stopped it: a failure stays a failure. */
const endedState = (state: AgentSessionState): Partial<AgentSessionState> => ({
  phase: state.phase === 'failed' ? 'failed' : 'ended',
  botReady: false,
  botSpeaking: false,
  userSpeaking: false,
  transportState: 'disconnected',
});
const message = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);

/** Event payloads as plain JSON for the log (tracks and devices are described, not kept). */
function loggable(value: unknown): unknown {
  if (typeof MediaStreamTrack !== 'undefined' && value instanceof MediaStreamTrack)
    return { track: value.kind, label: value.label };
  if (typeof MediaDeviceInfo !== 'undefined' && value instanceof MediaDeviceInfo)
    return { device: value.kind, label: value.label };
  if (Array.isArray(value)) return value.map(loggable);
  return value;
}

/** Stamped when it happens, shown with the next frame. */
function log(type: string, data?: unknown) {
  const startedAt = store.getState().startedAt ?? performance.now();
  const entry: EventEntry = {
    id: ++eventIds,
    atMs: Math.round(performance.now() - startedAt),
    type,
    ...(data === undefined ? {} : { data: loggable(data) }),
  };
  queue((state) => ({ events: [...state.events.slice(-(MAX_EVENTS - 1)), entry] }));
}

/** Results go back to the agent as an object; anything else is wrapped so the client always sends one. */
const asResult = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { result: value ?? null };

function withTimeout<T>(promise: Promise<T>, ms: number, text: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(text)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type StartOptions = {
  answer: LaunchAnswer;
  handlers: ReadonlyMap<string, ToolHandler>;
  micEnabled: boolean;
  connectTimeoutMs?: number;
};

/**
 * Connects to a launched agent (docs/service-api.md#client-pitfalls): a new transport and a new client for every
 * session (a reused one plays no bot audio after a reconnect), every tool handler registered before connecting, and
 * `connect()` raced against our own timeout, since it waits for `bot-ready` forever. Connection state and bot readiness
 * are kept apart. A handler that throws answers an error object, so the agent's turn never hangs.
 */
export async function startAgentSession({
  answer,
  handlers,
  micEnabled,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
}: StartOptions): Promise<void> {
  await endAgentSession();
  notes = [];
  const id = ++sessions;
  const current = () => active?.id === id;
  const meter = new TurnLatencyMeter();
  update({
    ...INITIAL_SESSION,
    phase: 'connecting',
    transport: answer.transport,
    micEnabled,
    startedAt: performance.now(),
  });
  log('launched', answer.transport === 'websocket' ? { transport: 'websocket' } : { transport: 'room' });

  const recordTurn = (heardAt?: number) => {
    const turn = meter.botAudio(heardAt);
    if (!turn) return;
    queue((state) => ({ turns: [...state.turns, turn] }));
    changes.release();
  };
  const clock = new BotAudioClock(PLAYER_SAMPLE_RATE);
  const prepared = await createTransport(answer, (samples) => {
    const heardAt = clock.push(samples, performance.now());
    if (heardAt !== null && current()) recordTurn(heardAt);
  });
  const client = new PipecatClient({ transport: prepared.transport, enableMic: micEnabled, enableCam: false });
  // Its default, DEBUG, logs every message: 105 ms of the main thread over six replies in a CPU profile.
  client.setLogLevel(LogLevel.WARN);
  active = { client, id, meter };

  for (const event of Object.values(RTVIEvent)) {
    if (event === RTVIEvent.LocalAudioLevel || event === RTVIEvent.RemoteAudioLevel) continue;
    client.on(event, ((...args: unknown[]) => current() && log(event, args.length > 1 ? args : args[0])) as never);
  }
  client.on(RTVIEvent.TransportStateChanged, (state) => current() && queue({ transportState: state }));
  client.on(
    RTVIEvent.BotReady,
    (data: BotReadyData) =>
      current() && queue({ botReady: true, bot: { version: data.version, about: data.about }, phase: 'live' }),
  );
  client.on(RTVIEvent.UserStartedSpeaking, () => {
    if (!current()) return;
    meter.userStartedSpeaking();
    queue({ userSpeaking: true });
    changes.release();
  });
  client.on(RTVIEvent.UserStoppedSpeaking, () => {
    if (!current()) return;
    meter.userStoppedSpeaking();
    queue({ userSpeaking: false });
  });
  client.on(RTVIEvent.BotLlmStarted, () => {
    if (!current()) return;
    queue((state) => ({ transcript: beginReply(state.transcript) }));
    if (meter.awaitingReply) changes.hold(REPLY_HOLD_MS);
  });
  client.on(RTVIEvent.BotStartedSpeaking, () => {
    if (!current()) return;
    // One audio at a time includes the agent: its speech pauses the player bar (docs/studio-polish.md says why
    // pause, not duck).
    usePlayback.getState().pause();
    if (prepared.kind === 'room') recordTurn();
    queue({ botSpeaking: true });
  });
  client.on(RTVIEvent.BotStoppedSpeaking, () => current() && queue({ botSpeaking: false }));
  client.on(RTVIEvent.UserTranscript, (data: TranscriptData) => {
    if (!current()) return;
    const expectsReply = !(data.final && notes[0] === data.text && notes.shift() !== undefined);
    queue((state) => ({ transcript: addUserTranscript(state.transcript, data, expectsReply) }));
  });
  client.on(
    RTVIEvent.BotOutput,
    (data: BotOutputData) =>
      current() && queue((state) => ({ transcript: addBotOutput(state.transcript, data as never) })),
  );
  client.on(RTVIEvent.Error, (error) => {
    if (!current()) return;
    const data = (error as { data?: { error?: string; message?: string; fatal?: boolean } }).data;
    if (data?.fatal)
      queue((state) => (state.phase === 'ended' ? {} : { error: data.error ?? data.message ?? 'The session failed' }));
  });
  client.on(RTVIEvent.Disconnected, () => {
    if (!current()) return;
    queue(endedState);
  });

  for (const [name, handler] of handlers) {
    client.registerFunctionCallHandler(name, async ({ arguments: args }) => {
      const callId = randomId();
      const started = performance.now();
      queue((state) => ({ toolCalls: [...state.toolCalls, { id: callId, name, args, status: 'running' }] }));
      let result: Record<string, unknown>;
      let failed = false;
      try {
        result = asResult(await handler(args));
      } catch (error) {
        failed = true;
        result = { error: message(error) };
      }
      const durationMs = performance.now() - started;
      queue((state) => ({
        toolCalls: state.toolCalls.map((call) =>
          call.id === callId ? { ...call, status: failed ? 'failed' : 'done', result, durationMs } : call,
        ),
      }));
      return result;
    });
  }

  try {
    await withTimeout(
      client.connect(prepared.connectParams),
      connectTimeoutMs,
      `The agent did not become ready within ${Math.round(connectTimeoutMs / 1000)} s, so the session was closed. Launch again to retry.`,
    );
    if (!current()) return;
    const [mics, speakers] = await Promise.all([
      client.getAllMics().catch(() => []),
      client.getAllSpeakers().catch(() => []),
    ]);
    update({
      mics,
      speakers,
      micId: client.selectedMic.deviceId ?? '',
      speakerId: client.selectedSpeaker.deviceId ?? '',
    });
  } catch (error) {
    if (!current()) return;
    update({ phase: 'failed', error: message(error) });
    log('connect-failed', message(error));
    await client.disconnect().catch(() => undefined);
  }
}

/** Ends the session; its address is single-use, so connecting again means launching again. */
export async function endAgentSession(): Promise<void> {
  const ending = active;
  if (!ending) return;
  await ending.client.disconnect().catch(() => undefined);
  if (active === ending) {
    active = null;
    update(endedState);
  }
}

/** Marks a launch in progress (before any transport exists), or its failure. */
export const sessionLaunching = () => update({ ...INITIAL_SESSION, phase: 'launching' });
export const sessionLaunchFailed = (error: unknown) => update({ phase: 'failed', error: message(error) });

/** Types to the agent (`sendText`): run_immediately answers now; audio_response false answers in text only. */
export async function sendTextToAgent(
  text: string,
  options: { run_immediately: boolean; audio_response: boolean },
): Promise<void> {
  if (!active) return;
  // Only a message answered at once, with speech, starts a turn whose latency can be measured.
  if (options.run_immediately && options.audio_response) {
    active.meter.textSent();
    changes.hold(REPLY_HOLD_MS);
  }
  if (!options.run_immediately) notes.push(text);
  await active.client.sendText(text, options);
  log('sendText', { text, ...options });
}

export function setMicrophoneEnabled(enabled: boolean): void {
  active?.client.enableMic(enabled);
  update({ micEnabled: enabled });
}

export function selectMicrophone(deviceId: string): void {
  active?.client.updateMic(deviceId);
  update({ micId: deviceId });
}

export function selectSpeaker(deviceId: string): void {
  active?.client.updateSpeaker(deviceId);
  update({ speakerId: deviceId });
}
