import { TtsServerMessage, type TtsVariant } from '@contract/tts/requests';
import { useCredentialsStore } from '@/lib/http/credentials-store';
import { base64ToBytes, decodePcm } from '@/lib/audio/pcm-decoding';
import { StreamError, type SpeechStream, type StreamOutcome, type StreamRequest } from './speech-stream';
import { randomId } from '@/lib/browser/random-id';

/**
 * The browser cannot set headers on a WebSocket, so the user's own gateway credentials ride in the query as the
 * proxy reads them (`?token=` for the session's CSRF token beside its cookie, or `?api-key=`); the proxy keeps
 * them and adds the server's TTS key on its side. No service key is ever here.
 */
function socketUrl(variant: TtsVariant): string {
  const url = new URL(`/tts/${variant}/tts/websocket`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const credentials = useCredentialsStore.getState().credentials;
  if (credentials?.kind === 'session') url.searchParams.set('token', credentials.csrfToken);
  if (credentials?.kind === 'api-key') url.searchParams.set('api-key', credentials.apiKey);
  return url.toString();
}

/**
 * One generation over the proxy's TTS WebSocket: a single context sent with `continue: false` (the whole
 * transcript at once), chunks decoded as they come, `done` ends it. Cancel sends the documented cancellation
 * for the context and closes the socket, so the service stops generating.
 */
export function streamOverSocket(
  variant: TtsVariant,
  request: StreamRequest,
  onChunk: (samples: Float32Array) => void,
): SpeechStream {
  const socket = new WebSocket(socketUrl(variant));
  const contextId = randomId();
  let opened = false;
  let settled = false;
  let cancel = () => {};
  const done = new Promise<StreamOutcome>((resolve, reject) => {
    const finish = (outcome: StreamOutcome | StreamError) => {
      if (settled) return;
      settled = true;
      if (outcome instanceof StreamError) reject(outcome);
      else resolve(outcome);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    };
    cancel = () => {
      if (settled) return;
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ context_id: contextId, cancel: true }));
      finish('cancelled');
    };
    socket.onopen = () => {
      opened = true;
      socket.send(JSON.stringify({ context_id: contextId, ...request, continue: false }));
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      let message: TtsServerMessage;
      try {
        message = TtsServerMessage.parse(JSON.parse(event.data));
      } catch {
        return finish(new StreamError('The text-to-speech service sent a message the studio cannot read', 502));
      }
      if (message.type === 'chunk') onChunk(decodePcm(base64ToBytes(message.data), request.output_format.encoding));
      else if (message.type === 'done') finish('finished');
      else finish(new StreamError(message.error, message.status_code));
    };
    socket.onclose = (event) => {
      if (!opened) return finish(new StreamError('Could not open the streaming connection', 0, true));
      finish(new StreamError(`The stream closed before it finished (code ${event.code})`, 0));
    };
  });
  return { route: 'websocket', done, cancel: () => cancel() };
}
