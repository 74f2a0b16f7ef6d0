import { wavHeader } from '../../../audio-formats/wav-file';
import type { TurnRecognizer } from './speech-recognizer';

const TIMEOUT_MS = 30_000;
/** The model name sent with each file; whisper.cpp's server ignores it, the OpenAI-shaped servers map it. */
const MODEL = 'whisper-1';

/**
 * Any OpenAI-compatible speech-to-text service (SANDBOX_STT_URL, the full URL of its /v1/audio/transcriptions
 * route: a whisper.cpp server, faster-whisper-server, speaches…): the turn's audio is kept and sent as one WAV
 * when the turn ends, so the service's own time adds to the turn's latency.
 */
export class RemoteTranscriber implements TurnRecognizer {
  private chunks: Int16Array[] | null = null;

  constructor(private readonly url: string) {}

  start(preRoll: Int16Array): void {
    this.chunks ??= [];
    this.push(preRoll);
  }

  push(samples: Int16Array): void {
    if (this.chunks && samples.length > 0) this.chunks.push(samples);
  }

  async finish(): Promise<string> {
    const chunks = this.chunks;
    this.chunks = null;
    if (!chunks) return '';
    const bytes = chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
    const wav = new Uint8Array(44 + bytes);
    wav.set(wavHeader(bytes, 16000));
    let offset = 44;
    for (const chunk of chunks) {
      wav.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength), offset);
      offset += chunk.byteLength;
    }
    const form = new FormData();
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'turn.wav');
    form.append('model', MODEL);
    form.append('response_format', 'json');
    const response = await fetch(this.url, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The speech-to-text service answered ${response.status}`);
    const body = (await response.json()) as { text?: unknown };
    if (typeof body.text !== 'string') throw new Error('The speech-to-text service answered without a text');
    return body.text.trim();
  }

  dispose(): void {
    this.chunks = null;
  }
}
