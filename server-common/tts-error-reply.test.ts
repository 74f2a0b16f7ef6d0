import { describe, expect, it } from 'vitest';
import { ERROR_REPLY_FLOOR_BYTES, ttsErrorReply } from './tts-error-reply';

describe('ttsErrorReply', () => {
  it('keeps a short error whole, with its context id', () => {
    expect(JSON.parse(ttsErrorReply('voice not found', 400, 'abc', 10))).toEqual({
      type: 'error',
      error: 'voice not found',
      status_code: 400,
      context_id: 'abc',
    });
    expect(JSON.parse(ttsErrorReply('busy', 429, undefined))).toEqual({
      type: 'error',
      error: 'busy',
      status_code: 429,
    });
  });

  it('is never larger than what caused it, however long the text and whatever it escapes', () => {
    for (const [error, cause] of [
      ['x'.repeat(10_000), 1_000],
      ['"\\'.repeat(5_000), 300],
      ['ж'.repeat(5_000), 2_000],
      ['a: extra fields not permitted; '.repeat(2_000), 49_000],
    ] as const) {
      const reply = ttsErrorReply(error, 422, 'context-1', cause);
      expect(Buffer.byteLength(reply)).toBeLessThanOrEqual(cause);
      expect(JSON.parse(reply)).toMatchObject({
        type: 'error',
        status_code: 422,
        context_id: 'context-1',
        error: expect.stringMatching(/…$/),
      });
    }
    expect(Buffer.byteLength(ttsErrorReply('y'.repeat(1000), 500, undefined, 3))).toBeLessThanOrEqual(
      ERROR_REPLY_FLOOR_BYTES,
    );
  });

  it('drops a context id that alone would not fit', () => {
    const reply = JSON.parse(ttsErrorReply('bad', 422, 'c'.repeat(400), 300));
    expect(reply).toEqual({ type: 'error', error: 'bad', status_code: 422 });
  });
});
