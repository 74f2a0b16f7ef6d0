import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrayBufferWebSocketTransport, createTransport, type TransportModules } from './transport-factory';

/** Fakes of both transport modules that record how they were built and whether they were loaded at all. */
function fakeModules() {
  const loaded: string[] = [];
  const built: Array<{ kind: string; options: unknown }> = [];
  class WavMediaManager {
    constructor(
      readonly chunkSize?: number,
      readonly sampleRate?: number,
    ) {}
    bufferBotAudio(data: ArrayBuffer | Int16Array) {
      return new Int16Array(data);
    }
  }
  class WebSocketTransport {
    constructor(readonly options: { mediaManager: WavMediaManager; recorderSampleRate: number }) {
      built.push({ kind: 'websocket', options });
    }
  }
  class ProtobufFrameSerializer {}
  class DailyTransport {
    constructor(readonly options?: unknown) {
      built.push({ kind: 'daily', options });
    }
  }
  const modules = {
    webSocket: async () => {
      loaded.push('websocket');
      return { WebSocketTransport, WavMediaManager, ProtobufFrameSerializer };
    },
    daily: async () => {
      loaded.push('daily');
      return { DailyTransport };
    },
  } as unknown as TransportModules;
  return { modules, loaded, built, WebSocketTransport, DailyTransport };
}

describe('createTransport', () => {
  it('builds the websocket transport with WavMediaManager(512, 16000) for a wsUrl answer, loading only that module', async () => {
    const fakes = fakeModules();
    const prepared = await createTransport(
      { transport: 'websocket', wsUrl: 'ws://agents.test/ws/abc' },
      undefined,
      fakes.modules,
    );
    expect(prepared.kind).toBe('websocket');
    expect(prepared.transport).toBeInstanceOf(fakes.WebSocketTransport);
    expect(prepared.connectParams).toEqual({ wsUrl: 'ws://agents.test/ws/abc' });
    expect(fakes.loaded).toEqual(['websocket']);
    const options = fakes.built[0]!.options as {
      mediaManager: { chunkSize: number; sampleRate: number };
      recorderSampleRate: number;
    };
    expect([options.mediaManager.chunkSize, options.mediaManager.sampleRate, options.recorderSampleRate]).toEqual([
      512, 16000, 16000,
    ]);
  });

  it('builds the Daily transport for a room answer, passing the url and its meeting token, loading only that module', async () => {
    const fakes = fakeModules();
    const prepared = await createTransport(
      { transport: 'room', url: 'https://rooms.test/abc', token: 'meeting' },
      undefined,
      fakes.modules,
    );
    expect(prepared.kind).toBe('room');
    expect(prepared.transport).toBeInstanceOf(fakes.DailyTransport);
    expect(prepared.connectParams).toEqual({ url: 'https://rooms.test/abc', token: 'meeting' });
    expect(fakes.loaded).toEqual(['daily']);
  });

  it('hands the session each chunk of bot audio the websocket media manager is given, as s16 samples', async () => {
    const fakes = fakeModules();
    const onBotAudio = vi.fn();
    await createTransport({ transport: 'websocket', wsUrl: 'ws://agents.test/ws/abc' }, onBotAudio, fakes.modules);
    const manager = (
      fakes.built[0]!.options as { mediaManager: { bufferBotAudio: (data: ArrayBuffer | Int16Array) => Int16Array } }
    ).mediaManager;
    manager.bufferBotAudio(Int16Array.of(0, 700));
    manager.bufferBotAudio(Int16Array.of(-5, 9).buffer);
    expect(onBotAudio.mock.calls.map(([samples]) => [...(samples as Int16Array)])).toEqual([
      [0, 700],
      [-5, 9],
    ]);
  });

  it('a new transport for every session: two launches never share one', async () => {
    const fakes = fakeModules();
    const first = await createTransport(
      { transport: 'websocket', wsUrl: 'ws://agents.test/ws/1' },
      undefined,
      fakes.modules,
    );
    const second = await createTransport(
      { transport: 'websocket', wsUrl: 'ws://agents.test/ws/2' },
      undefined,
      fakes.modules,
    );
    expect(first.transport).not.toBe(second.transport);
  });
});

/**
 * A socket as a browser's behaves, to an agent that sends `frames` as soon as it opens: each event is its own task
 * (promise callbacks run between them), frames arrive as Blobs unless binaryType is 'arraybuffer' by then, and
 * reading a Blob is a separate asynchronous step (Blob.prototype.arrayBuffer).
 */
class BrowserLikeSocket extends EventTarget {
  static readonly OPEN = 1;
  static frames: Uint8Array[] = [];
  binaryType: 'blob' | 'arraybuffer' = 'blob';
  readyState = 0;

  constructor(readonly url: string) {
    super();
    const task = (dispatch: () => void) => void setTimeout(dispatch, 0);
    task(() => {
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    });
    for (const frame of BrowserLikeSocket.frames)
      task(() => {
        const bytes = frame.slice();
        const data = this.binaryType === 'blob' ? new Blob([bytes]) : bytes.buffer;
        this.dispatchEvent(new MessageEvent('message', { data }));
      });
  }

  send() {}

  close() {
    this.readyState = 3;
  }
}

describe('arrayBufferWebSocketTransport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hands bot audio to the player without making or reading a Blob, every sample intact and in order', async () => {
    const upstream = await import('@pipecat-ai/websocket-transport');
    const chunks = [Int16Array.of(0, 1, -1, 32767), Int16Array.of(-32768, 5, 300, -7)];
    const encoder = new upstream.ProtobufFrameSerializer();
    BrowserLikeSocket.frames = chunks.map((chunk) => encoder.serializeAudio(chunk.slice().buffer, 24000, 1));
    vi.stubGlobal('WebSocket', BrowserLikeSocket);
    const blobReads = vi.spyOn(Blob.prototype, 'arrayBuffer');
    // Constructing a Blob is what costs in a browser (it registers with the blob store): count constructions.
    let blobsMade = 0;
    vi.stubGlobal(
      'Blob',
      class CountedBlob extends Blob {
        constructor(...args: ConstructorParameters<typeof Blob>) {
          super(...args);
          blobsMade++;
        }
      },
    );
    const received: number[][] = [];
    const mediaManager = {
      setUserAudioCallback: () => {},
      setClientOptions: () => {},
      connect: async () => {},
      disconnect: async () => {},
      bufferBotAudio: (audio: Int16Array) => void received.push([...audio]),
    };
    const Transport = arrayBufferWebSocketTransport(upstream);
    const transport = new Transport({ mediaManager: mediaManager as never });
    transport.initialize({ callbacks: {} } as never, () => {});
    await transport._connect({ wsUrl: 'ws://agents.test/ws/abc' });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual(chunks.map((chunk) => [...chunk]));
    expect(blobReads).not.toHaveBeenCalled();
    expect(blobsMade).toBe(0);
    await transport._disconnect();
  });
});
