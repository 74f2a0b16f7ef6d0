import { describe, expect, it } from 'vitest';
import { ErrorResponse, HTTPValidationError } from './errors';

describe('error bodies', () => {
  it('reads error bodies: a string detail for every status but 422', () => {
    expect(ErrorResponse.safeParse({ detail: 'Not Found' }).success).toBe(true);
    expect(ErrorResponse.safeParse({ detail: [] }).success).toBe(false);
    expect(HTTPValidationError.safeParse({ detail: [{ loc: ['body', 0], msg: 'm', type: 't' }] }).success).toBe(true);
    expect(HTTPValidationError.safeParse({ detail: [{ loc: ['body'], msg: 'm' }] }).success).toBe(false);
  });
});
