import type { Transport } from '@pipecat-ai/client-js';
import type * as DailyModule from '@pipecat-ai/daily-transport';
import type * as WebSocketModule from '@pipecat-ai/websocket-transport';
import type { LaunchAnswer } from '@/data/agents/launch-mutation';

/** The transports' modules, loaded only when a session starts (so neither is in any page's first load). */
export type TransportModules = {
  webSocket: () => Promise<
    Pick<typeof WebSocketModule, 'WebSocketTransport' | 'WavMediaManager' | 'ProtobufFrameSerializer'>
  >;
  daily: () => Promise<Pick<typeof DailyModule, 'DailyTransport'>>;
};

const MODULES: TransportModules = {
  webSocket: () => import('@pipecat-ai/websocket-transport'),
  daily: () => import('@pipecat-ai/daily-transport'),
};

/**
 * Audio recorded at 16 kHz in 512-byte (16 ms) chunks, as the websocket transport sends it
 * (docs/service-api.md#agent-audio).
 */
export const RECORDER_CHUNK_BYTES = 512;
export const RECORDER_SAMPLE_RATE = 16000;
/** WavMediaManager's player always runs at 24 kHz (the agent sends at that rate, docs/service-api.md#agent-audio). */
export const PLAYER_SAMPLE_RATE = 24000;

/**
 * The websocket transport (1.7.1) with its frames read as ArrayBuffers. Upstream leaves the socket's binaryType at
 * 'blob' and reads every frame with `await blob.arrayBuffer()`, a round trip through the browser's blob store per
 * frame; under load the frames of a reply queue unread for 100–200 ms before the first reaches the player
 * (bench/results/realtime-latency.md, bench/websocket-frame-reads.bench.ts). So the socket is switched to
 * 'arraybuffer' as soon as it opens (before any frame can arrive; the transport has no option for it), and the
 * serializer, which accepts only Blobs (`instanceof Blob`), is handed the bytes in an object that inherits from
 * Blob without being constructed as one: constructing even an empty Blob registers it with the blob store, which
 * cost 0.4 ms of the main thread per frame (584 ms over six replies in a CPU profile, the largest item). The
 * upstream fix: binaryType 'arraybuffer' in its socket wrapper and an ArrayBuffer branch in
 * ProtobufFrameSerializer.deserialize.
 */
export function arrayBufferWebSocketTransport({
  WebSocketTransport,
  ProtobufFrameSerializer,
}: Pick<
  typeof WebSocketModule,
  'WebSocketTransport' | 'ProtobufFrameSerializer'
>): typeof WebSocketModule.WebSocketTransport {
  /** A Blob in name only, whose bytes are already in hand: reading it is a resolved promise. */
  const heldBytes = ({ buffer, byteOffset, byteLength }: Uint8Array): Blob =>
    Object.create(Blob.prototype, {
      arrayBuffer: { value: () => Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength)) },
    }) as Blob;
  class ArrayBufferSerializer extends ProtobufFrameSerializer {
    // The socket wrapper hands an ArrayBuffer frame on as a Uint8Array.
    override deserialize(data: unknown) {
      return super.deserialize(data instanceof Uint8Array ? heldBytes(data) : data);
    }
  }
  return class ArrayBufferTransport extends WebSocketTransport {
    constructor(options: ConstructorParameters<typeof WebSocketTransport>[0] = {}) {
      super({ ...options, serializer: new ArrayBufferSerializer() });
    }
    override initializeWebsocket() {
      const socket = super.initializeWebsocket();
      const connect = socket.connect.bind(socket);
      socket.connect = async () => {
        const opened = await connect();
        // The wrapper's own socket; left as it is (Blobs, still read correctly) should a release rename it.
        const native = (opened as { _ws?: unknown } | undefined)?._ws;
        if (native instanceof WebSocket) native.binaryType = 'arraybuffer';
        return opened;
      };
      return socket;
    }
  };
}

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
    const { WavMediaManager, ...transportModule } = await modules.webSocket();
    const WebSocketTransport = arrayBufferWebSocketTransport(transportModule);
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
