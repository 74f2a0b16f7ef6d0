import { describe, expect, it } from 'vitest';
import { limitFeedback, limitMessage, overLimit } from './field-limit';

describe('field-limit', () => {
  it('says by how much a value is over its limit, and nothing when it fits', () => {
    expect(limitMessage('a'.repeat(41), 40)).toBe('Too long by 1 character: at most 40');
    expect(limitMessage('a'.repeat(45), 40)).toBe('Too long by 5 characters: at most 40');
    expect(limitMessage('a'.repeat(40), 40)).toBeUndefined();
    expect(overLimit('abc', 2)).toBe(true);
    expect(overLimit('abc', undefined)).toBe(false);
  });

  it('counts characters beside the hint, and an error given by the form wins over the limit message', () => {
    expect(limitFeedback('abc', 2, { hint: 'Unique' })).toEqual({
      error: 'Too long by 1 character: at most 2',
      hint: '3/2 characters; Unique',
      hintAlert: true,
    });
    expect(limitFeedback('ab', 2, {})).toEqual({ error: undefined, hint: '2/2 characters', hintAlert: false });
    expect(limitFeedback('abc', 2, { error: 'Taken' }).error).toBe('Taken');
    expect(limitFeedback('abc', undefined, {})).toEqual({ error: undefined, hint: undefined, hintAlert: false });
  });
});
