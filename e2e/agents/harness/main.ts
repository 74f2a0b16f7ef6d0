import { PipecatClient, RTVIEvent } from '@pipecat-ai/client-js';
import { WavMediaManager, WebSocketTransport } from '@pipecat-ai/websocket-transport';

/**
 * A page that uses the unmodified client library exactly as pipecat-wire.md prescribes (a new client per
 * session, WavMediaManager(512, 16000) so nothing loads from Daily), and records what it sees for the test.
 */
type Entry = { event: string; data?: unknown; at: number };
const log: Entry[] = [];
let audioChunks = 0;
let client: PipecatClient | null = null;

const record = (event: string) => (data?: unknown) => log.push({ event, data, at: performance.now() });

Object.assign(window, {
  agentLog: log,
  audioChunkCount: () => audioChunks,
  async startAgent(wsUrl: string) {
    const transport = new WebSocketTransport({ mediaManager: new WavMediaManager(512, 16000) });
    client = new PipecatClient({ transport, enableMic: true });
    for (const event of [
      RTVIEvent.BotReady,
      RTVIEvent.BotOutput,
      RTVIEvent.BotStartedSpeaking,
      RTVIEvent.BotStoppedSpeaking,
      RTVIEvent.UserStartedSpeaking,
      RTVIEvent.UserStoppedSpeaking,
      RTVIEvent.UserTranscript,
      RTVIEvent.LLMFunctionCallStopped,
      RTVIEvent.Disconnected,
      RTVIEvent.Error,
    ]) {
      client.on(event, record(event));
    }
    client.registerFunctionCallHandler('get_weather', async ({ arguments: args }) => {
      record('toolHandler')(args);
      return { city: String(args.city), temperature_c: 18, sky: 'clear' };
    });
    // Count bot audio as it reaches the player: the transport hands PCM to the media manager.
    const manager = (transport as unknown as { _mediaManager: { bufferBotAudio: (data: ArrayBuffer, id?: string) => unknown } })._mediaManager;
    const original = manager.bufferBotAudio.bind(manager);
    manager.bufferBotAudio = (data, id) => {
      audioChunks += 1;
      return original(data, id);
    };
    await client.connect({ wsUrl });
  },
  sendText(text: string) {
    client?.sendText(text, { run_immediately: true, audio_response: true });
  },
  async stopAgent() {
    await client?.disconnect();
  },
});
