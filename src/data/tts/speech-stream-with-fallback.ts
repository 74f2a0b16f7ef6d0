import type { TtsVariant } from '@contract/tts/requests';
import { streamOverLines } from './speech-lines-stream';
import { streamOverSocket } from './speech-socket-stream';
import { StreamError, type SpeechStream, type StreamRequest, type StreamRoute } from './speech-stream';

/**
 * Starts a stream on the preferred route. When the WebSocket cannot even be opened (a proxy or network that
 * refuses upgrades), the same request goes over JSON lines instead, and `onRoute` says which one is serving it.
 * A failure once audio flows is not retried: that would play the start twice.
 */
export function startSpeechStream(
  variant: TtsVariant,
  request: StreamRequest,
  onChunk: (samples: Float32Array) => void,
  preferred: StreamRoute,
  onRoute: (route: StreamRoute) => void = () => {},
): SpeechStream {
  let current =
    preferred === 'websocket'
      ? streamOverSocket(variant, request, onChunk)
      : streamOverLines(variant, request, onChunk);
  let cancelled = false;
  onRoute(current.route);
  const done = current.done.catch((error: unknown) => {
    if (cancelled || !(error instanceof StreamError) || !error.beforeStart || current.route !== 'websocket')
      throw error;
    current = streamOverLines(variant, request, onChunk);
    onRoute(current.route);
    return current.done;
  });
  return {
    get route() {
      return current.route;
    },
    done,
    cancel: () => {
      cancelled = true;
      current.cancel();
    },
  };
}
