import { SseEvent, type TtsVariant } from '@contract/tts/requests';
import { apiFetch } from '@/lib/http/api-client';
import { base64ToBytes, decodePcm } from '@/lib/audio/pcm-decoding';
import { StreamError, type SpeechStream, type StreamOutcome, type StreamRequest } from './speech-stream';

/**
 * One generation over `POST /tts/{variant}/tts/sse`, which answers JSON lines (`{"type":"chunk","data":…}` or an
 * error line) with no done event: the stream simply ends (docs/service-api.md#streamed-lines). Blank lines are skipped;
 * a line may arrive split across network reads, so text is cut only at newlines. Cancel aborts the request.
 */
export function streamOverLines(
  variant: TtsVariant,
  request: StreamRequest,
  onChunk: (samples: Float32Array) => void,
): SpeechStream {
  const controller = new AbortController();
  const handle = (line: string) => {
    if (!line.trim()) return;
    let event: SseEvent;
    try {
      event = SseEvent.parse(JSON.parse(line));
    } catch {
      throw new StreamError('The text-to-speech service sent a line the studio cannot read', 502);
    }
    if (event.type === 'error') throw new StreamError(event.error, event.status_code);
    onChunk(decodePcm(base64ToBytes(event.data), request.output_format.encoding));
  };
  const run = async (): Promise<StreamOutcome> => {
    try {
      const response = await apiFetch(`/tts/${variant}/tts/sse`, {
        method: 'POST',
        body: request,
        signal: controller.signal,
      });
      if (!response.body) throw new StreamError('The answer had no body', 502);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        pending += value;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(handle);
      }
      handle(pending);
      return 'finished';
    } catch (error) {
      if (controller.signal.aborted) return 'cancelled';
      throw error;
    }
  };
  return { route: 'lines', done: run(), cancel: () => controller.abort() };
}
