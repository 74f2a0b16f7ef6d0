import { describe, expect, it } from 'vitest';
import { errorFromBody, parseRetryAfter } from './api-error';

describe('errorFromBody', () => {
  it('puts each 422 message on its field, without the body/query prefix', () => {
    const error = errorFromBody(422, {
      detail: [
        { loc: ['body', 'label'], msg: 'String should have at most 40 characters', type: 'string_too_long' },
        { loc: ['body', 'conversions', 0, 'voice_id'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'label'], msg: 'second message for the same field is dropped', type: 'x' },
      ],
    });
    expect(error.fieldErrors).toEqual({
      label: 'String should have at most 40 characters',
      'conversions.0.voice_id': 'Field required',
    });
    expect(error.message).toBe(
      'label: String should have at most 40 characters; conversions.0.voice_id: Field required',
    );
  });

  it('reads {detail: string}, and words a bare status for the user', () => {
    expect(errorFromBody(400, { detail: 'a.txt: not a supported audio file' }).message).toBe(
      'a.txt: not a supported audio file',
    );
    expect(errorFromBody(413, null).message).toBe('The file is larger than the service accepts');
    expect(errorFromBody(502, '<html>').message).toMatch(/service failed/);
  });

  it('keeps the wait of a 429', () => {
    expect(errorFromBody(429, { detail: 'slow down' }, '7').retryAfterSeconds).toBe(7);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
