import { PipecatClient, RTVIEvent } from '@pipecat-ai/client-js';
import { WavMediaManager, WebSocketTransport } from '@pipecat-ai/websocket-transport';

/**
 * A page that uses the unmodified client library exactly as docs/service-api.md#client-pitfalls prescribes (a new
 * client per session, WavMediaManager(512, 16000) so nothing loads from Daily), and records what it sees for the test.
 */
type Entry = { event: string; data?: unknown; at: number };
const log: Entry[] = [];
let audioChunks = 0;
let client: PipecatClient | null = null;

const record = (event: string) => (data?: unknown) => log.push({ event, data, at: performance.now() });

/** The stock media manager, counting the bot audio the transport hands it to play. */
class CountingMediaManager extends WavMediaManager {
  override bufferBotAudio(data: ArrayBuffer | Int16Array, id?: string) {
    audioChunks += 1;
    return super.bufferBotAudio(data, id);
  }
}

Object.assign(window, {
  agentLog: log,
  audioChunkCount: () => audioChunks,
  /** Connects with the microphone off, so the test decides when the scripted speech is heard. */
  async startAgent(wsUrl: string) {
    const transport = new WebSocketTransport({ mediaManager: new CountingMediaManager(512, 16000) });
    client = new PipecatClient({ transport, enableMic: false });
    for (const event of [
      RTVIEvent.BotReady,
      RTVIEvent.BotOutput,
      RTVIEvent.BotStartedSpeaking,
      RTVIEvent.BotStoppedSpeaking,
      RTVIEvent.UserStartedSpeaking,
      RTVIEvent.UserStoppedSpeaking,
      RTVIEvent.UserTranscript,
      RTVIEvent.LLMFunctionCallStarted,
      RTVIEvent.LLMFunctionCallInProgress,
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
    await client.connect({ wsUrl });
  },
  sendText(text: string) {
    client?.sendText(text, { run_immediately: true, audio_response: true });
  },
  async enableMic(on: boolean) {
    await client?.enableMic(on);
  },
  async stopAgent() {
    await client?.disconnect();
  },
});
