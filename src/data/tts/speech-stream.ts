import type { StreamingEncoding, VoiceRequest } from '@contract/tts/requests';

/** What a streamed generation asks for: the same as bytes, with an encoding for the raw PCM chunks. */
export type StreamRequest = {
  transcript: string;
  voice: VoiceRequest;
  output_format: { sample_rate: number; encoding: StreamingEncoding };
};

/** The proxy's two streaming routes: the WebSocket, and JSON lines over HTTP (`/tts/sse`) as the fallback. */
export type StreamRoute = 'websocket' | 'lines';

export type StreamOutcome = 'finished' | 'cancelled';

/** A running stream: chunks go to the callback as they arrive; `cancel` stops it mid-way. */
export type SpeechStream = { route: StreamRoute; done: Promise<StreamOutcome>; cancel: () => void };

/** A failure the service reported (its `{type:"error", error, status_code}`), or a dropped connection (status 0). */
export class StreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** True when the route could not even be opened, so the other route may be tried. */
    readonly beforeStart = false,
  ) {
    super(message);
    this.name = 'StreamError';
  }
}
