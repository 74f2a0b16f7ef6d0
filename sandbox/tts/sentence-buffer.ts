import { TRANSCRIPT_MAX } from '../../contract/tts/requests';

/**
 * Text a TTS socket's context may hold unspoken (waiting for its sentence to end, or queued to be spoken): the
 * 5,000 characters one generation takes (docs/service-api.md#tts-limits). Streamed text (an LLM's tokens) ends a sentence long before that; a
 * client that never does, or sends faster than speech is made, would otherwise pile up millions of characters.
 */
export const MAX_PENDING_CHARACTERS = TRANSCRIPT_MAX;

const SENTENCE_ENDS = '.!?…';

/**
 * One context's text under `continue: true`: whole sentences are given out to be spoken as soon as they end, and
 * the rest waits for more. What waits never holds a sentence end (it was cut after the last one), so each message
 * is scanned alone, from its end back to its last sentence end: the work grows with the text received, never
 * with the text waiting.
 */
export class SentenceBuffer {
  private pending = '';
  /** Characters examined for sentence ends, in all: the test's measure that the scan is linear. */
  scanned = 0;

  get waiting(): number {
    return this.pending.length;
  }

  /** Adds `text` and returns what is ready to speak: the whole sentences, or everything when the input is final. */
  push(text: string, final: boolean): string {
    const end = final ? text.length : this.lastSentenceEnd(text);
    if (end === 0) {
      this.pending += text;
      return '';
    }
    const ready = this.pending + text.slice(0, end);
    this.pending = text.slice(end);
    return ready;
  }

  private lastSentenceEnd(text: string): number {
    for (let index = text.length - 1; index >= 0; index--) {
      this.scanned++;
      if (SENTENCE_ENDS.includes(text[index]!)) return index + 1;
    }
    return 0;
  }
}
