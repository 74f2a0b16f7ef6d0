import { LogLevel, RTVIEvent } from '@pipecat-ai/client-js';
import type * as ClientJs from '@pipecat-ai/client-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endAgentSession, setMicrophoneEnabled, startAgentSession } from './agent-session';
import { useAgentSessionStore } from './agent-session-store';
import { usePlayback } from '@/widgets/audio/playback-store';

/** The client's event handlers and the transport's bot-audio callback, as the fakes below were given them. */
const wire = vi.hoisted(() => ({
  handlers: new Map<string, Array<(...args: unknown[]) => void>>(),
  onBotAudio: null as ((samples: Int16Array) => void) | null,
  logLevel: null as number | null,
}));
const emit = (event: string, ...args: unknown[]) => wire.handlers.get(event)?.forEach((handler) => handler(...args));

vi.mock('@pipecat-ai/client-js', async (original) => {
  const real = await original<typeof ClientJs>();
  class PipecatClient {
    selectedMic = { deviceId: 'mic' };
    selectedSpeaker = { deviceId: 'speaker' };
    on(event: string, handler: (...args: unknown[]) => void) {
      wire.handlers.set(event, [...(wire.handlers.get(event) ?? []), handler]);
    }
    registerFunctionCallHandler() {}
    setLogLevel(level: number) {
      wire.logLevel = level;
    }
    connect = async () => undefined;
    getAllMics = async () => [];
    getAllSpeakers = async () => [];
    enableMic() {}
    disconnect = async () => emit(real.RTVIEvent.Disconnected);
  }
  return { ...real, PipecatClient };
});

vi.mock('./transport-factory', () => ({
  PLAYER_SAMPLE_RATE: 24000,
  createTransport: async (_answer: unknown, onBotAudio: (samples: Int16Array) => void) => {
    wire.onBotAudio = onBotAudio;
    return { kind: 'websocket', transport: {}, connectParams: { wsUrl: 'ws://agent.test' } };
  },
}));

const start = () =>
  startAgentSession({
    answer: { transport: 'websocket', wsUrl: 'ws://agent.test' },
    handlers: new Map(),
    micEnabled: true,
  });

/** Counts the store's updates from now on. */
function countUpdates() {
  const seen = { count: 0 };
  const stop = useAgentSessionStore.subscribe(() => seen.count++);
  return { seen, stop };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  wire.handlers.clear();
});
afterEach(async () => {
  await endAgentSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('agent session store updates', () => {
  it('applies the messages one socket task brings as a single store update on the next frame, in their order', async () => {
    await start();
    await vi.runAllTimersAsync();
    const { seen, stop } = countUpdates();

    emit(RTVIEvent.BotStartedSpeaking);
    emit(RTVIEvent.BotOutput, { text: 'Take two', spoken_status: 'new', segment_id: 1 });
    emit(RTVIEvent.Metrics, { processing: [] });
    expect(seen.count).toBe(0);
    expect(useAgentSessionStore.getState().botSpeaking).toBe(false);

    await vi.runAllTimersAsync();
    stop();
    expect(seen.count).toBe(1);
    const state = useAgentSessionStore.getState();
    expect(state.botSpeaking).toBe(true);
    expect(state.transcript.at(-1)).toMatchObject({ role: 'bot', unspoken: 'Take two' });
    expect(state.events.slice(-3).map((event) => event.type)).toEqual([
      RTVIEvent.BotStartedSpeaking,
      RTVIEvent.BotOutput,
      RTVIEvent.Metrics,
    ]);
  });

  it('times turns and log lines when their messages arrive, not when they are shown', async () => {
    await start();
    await vi.runAllTimersAsync();
    const arrived = useAgentSessionStore.getState().startedAt!;

    vi.advanceTimersByTime(1000 - (performance.now() - arrived));
    emit(RTVIEvent.UserStoppedSpeaking);
    vi.advanceTimersByTime(120);
    wire.onBotAudio!(new Int16Array(480).fill(8000));
    emit(RTVIEvent.BotStartedSpeaking);

    await vi.advanceTimersByTimeAsync(200);
    const state = useAgentSessionStore.getState();
    expect(state.turns).toEqual([{ turn: 1, kind: 'speech', ms: 120 }]);
    expect(state.events.slice(-2).map(({ type, atMs }) => [type, atMs])).toEqual([
      [RTVIEvent.UserStoppedSpeaking, 1000],
      [RTVIEvent.BotStartedSpeaking, 1120],
    ]);
  });

  it('shows a reply’s first messages only once its first audio is handed to the player, or after 250 ms', async () => {
    // Frames every 16 ms, on the faked clock.
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
    vi.stubGlobal('cancelAnimationFrame', (frame: ReturnType<typeof setTimeout>) => clearTimeout(frame));
    await start();
    await vi.runAllTimersAsync();
    const shown = () => useAgentSessionStore.getState().events.map((event) => event.type);

    emit(RTVIEvent.UserStoppedSpeaking);
    await vi.advanceTimersByTimeAsync(20);
    expect(shown().at(-1)).toBe(RTVIEvent.UserStoppedSpeaking);
    emit(RTVIEvent.BotLlmStarted);
    emit(RTVIEvent.BotLlmText, { text: 'Take ' });
    await vi.advanceTimersByTimeAsync(200);
    expect(shown().at(-1)).toBe(RTVIEvent.UserStoppedSpeaking);
    wire.onBotAudio!(new Int16Array(480).fill(8000));
    await vi.advanceTimersByTimeAsync(20);
    expect(shown().slice(-2)).toEqual([RTVIEvent.BotLlmStarted, RTVIEvent.BotLlmText]);
    expect(useAgentSessionStore.getState().turns).toHaveLength(1);

    // A reply whose audio is slow to come: its messages show after the bound all the same.
    emit(RTVIEvent.UserStoppedSpeaking);
    await vi.advanceTimersByTimeAsync(20);
    emit(RTVIEvent.BotLlmStarted);
    await vi.advanceTimersByTimeAsync(240);
    expect(shown().at(-1)).toBe(RTVIEvent.UserStoppedSpeaking);
    await vi.advanceTimersByTimeAsync(30);
    expect(shown().at(-1)).toBe(RTVIEvent.BotLlmStarted);
  });

  it('keeps pipecat’s logger to warnings and errors (its default logs every message)', async () => {
    await start();
    expect(wire.logLevel).toBe(LogLevel.WARN);
  });

  it('shows everything queued before the session ends, and before a change the user makes', async () => {
    await start();
    await vi.runAllTimersAsync();

    emit(RTVIEvent.UserStartedSpeaking);
    setMicrophoneEnabled(false);
    expect(useAgentSessionStore.getState()).toMatchObject({ userSpeaking: true, micEnabled: false });

    emit(RTVIEvent.BotStartedSpeaking);
    emit(RTVIEvent.Error, { data: { error: 'bot crashed', fatal: true } });
    await endAgentSession();
    const state = useAgentSessionStore.getState();
    expect(state).toMatchObject({ phase: 'ended', botSpeaking: false, error: 'bot crashed' });
    expect(state.events.slice(-3).map((event) => event.type)).toEqual([
      RTVIEvent.BotStartedSpeaking,
      RTVIEvent.Error,
      RTVIEvent.Disconnected,
    ]);
  });
});

describe('the agent and the player bar', () => {
  it('pauses the player as the agent starts speaking: one audio at a time includes the agent', async () => {
    await start();
    await vi.runAllTimersAsync();
    const pause = vi.spyOn(usePlayback.getState(), 'pause');
    emit(RTVIEvent.BotStartedSpeaking);
    expect(pause).toHaveBeenCalledTimes(1);
    pause.mockRestore();
  });
});
