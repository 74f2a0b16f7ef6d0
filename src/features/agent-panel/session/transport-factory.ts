import type { Transport } from '@pipecat-ai/client-js';
import type * as DailyModule from '@pipecat-ai/daily-transport';
import type * as WebSocketModule from '@pipecat-ai/websocket-transport';
import type { LaunchAnswer } from '../../../data/agents/launch-mutation';

/** The transports' modules, loaded only when a session starts (so neither is in any page's first load). */
export type TransportModules = {
  webSocket: () => Promise<Pick<typeof WebSocketModule, 'WebSocketTransport' | 'WavMediaManager'>>;
  daily: () => Promise<Pick<typeof DailyModule, 'DailyTransport'>>;
};

const MODULES: TransportModules = {
  webSocket: () => import('@pipecat-ai/websocket-transport'),
  daily: () => import('@pipecat-ai/daily-transport'),
};

/** Audio recorded at 16 kHz in 512-byte (16 ms) chunks, as pipecat-wire.md prescribes for the websocket transport. */
export const RECORDER_CHUNK_BYTES = 512;
export const RECORDER_SAMPLE_RATE = 16000;
/** WavMediaManager's player always runs at 24 kHz (the agent sends at that rate, pipecat-wire.md pitfall 3). */
export const PLAYER_SAMPLE_RATE = 24000;

export type PreparedTransport =
  | { kind: 'websocket'; transport: Transport; connectParams: { wsUrl: string } }
  | { kind: 'room'; transport: Transport; connectParams: { url: string; token?: string } };

/**
 * A new transport for one session, chosen by the launch answer's shape: a `{wsUrl}` gets the websocket
 * transport with `WavMediaManager(512, 16000)` (the default media manager loads a script from Daily and hangs
 * offline), a room `{url}` gets the Daily transport. `onBotAudio` is handed every chunk of bot audio the
 * websocket transport is about to play, as s16 samples at PLAYER_SAMPLE_RATE (the measure of "first audio"; the
 * Daily bot's audio is a track).
 */
export async function createTransport(
  answer: LaunchAnswer,
  onBotAudio: (samples: Int16Array) => void = () => {},
  modules: TransportModules = MODULES,
): Promise<PreparedTransport> {
  if (answer.transport === 'websocket') {
    const { WebSocketTransport, WavMediaManager } = await modules.webSocket();
    class ObservedMediaManager extends WavMediaManager {
      override bufferBotAudio(data: ArrayBuffer | Int16Array, id?: string) {
        onBotAudio(data instanceof Int16Array ? data : new Int16Array(data));
        return super.bufferBotAudio(data, id);
      }
    }
    const transport = new WebSocketTransport({
      mediaManager: new ObservedMediaManager(RECORDER_CHUNK_BYTES, RECORDER_SAMPLE_RATE),
      recorderSampleRate: RECORDER_SAMPLE_RATE,
    });
    return { kind: 'websocket', transport, connectParams: { wsUrl: answer.wsUrl } };
  }
  const { DailyTransport } = await modules.daily();
  return {
    kind: 'room',
    transport: new DailyTransport(),
    connectParams: { url: answer.url, ...(answer.token ? { token: answer.token } : {}) },
  };
}
