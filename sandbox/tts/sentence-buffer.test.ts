import { describe, expect, it } from 'vitest';
import { seededRandom } from '../audio/synthesis/seeded-random';
import { MAX_PENDING_CHARACTERS, SentenceBuffer } from './sentence-buffer';

describe('a context’s sentence buffer', () => {
  it('gives out whole sentences as they end, and everything on the final message', () => {
    const buffer = new SentenceBuffer();
    expect(buffer.push('Hello there, ', false)).toBe('');
    expect(buffer.push('how are you? I am', false)).toBe('Hello there, how are you?');
    expect(buffer.push(' fine… and', false)).toBe(' I am fine…');
    expect(buffer.push(' you', true)).toBe(' and you');
    expect(buffer.waiting).toBe(0);
  });

  it('cuts where the whole-text search of the old code cut, for random streams', () => {
    const random = seededRandom(5);
    const alphabet = 'ab .!?…,';
    for (let run = 0; run < 200; run++) {
      const buffer = new SentenceBuffer();
      let old = '';
      for (let message = 0; message < 10; message++) {
        const text = Array.from(
          { length: Math.floor(random() * 12) },
          () => alphabet[Math.floor(random() * alphabet.length)],
        ).join('');
        const buffered = old + text;
        const cut = Math.max(buffered.search(/[.!?…][^.!?…]*$/) + 1, 0);
        old = buffered.slice(cut);
        expect(buffer.push(text, false)).toBe(buffered.slice(0, cut));
      }
    }
  });

  it('scans each character once: the work is linear in the text received, not in the text waiting', () => {
    const buffer = new SentenceBuffer();
    const piece = 'x'.repeat(50);
    let received = 0;
    while (buffer.waiting + piece.length <= MAX_PENDING_CHARACTERS) {
      buffer.push(piece, false);
      received += piece.length;
    }
    expect(received).toBe(MAX_PENDING_CHARACTERS);
    // The whole-text search examined every waiting character again on each message: 100 messages, 252,500 of them.
    expect(buffer.scanned).toBe(received);
    expect(buffer.waiting).toBe(MAX_PENDING_CHARACTERS);
    expect(buffer.push('. Done.', false)).toBe(`${'x'.repeat(MAX_PENDING_CHARACTERS)}. Done.`);
    expect(buffer.scanned).toBe(received + 1);
  });
});
